import {
  COMPANY_INFORMATION_ERROR,
  COMPANY_INFORMATION_PAGE,
  COMPANY_INFORMATION_PATH as PATH,
  mayEditCompanyInformation,
  ZCompanyInformationResponse,
  ZReceiptInfoResponse,
  ZUpdateCompanyInfoRequest,
  ZUpdateMerchantLogoRequest,
  ZUpdateReceiptInfoRequest,
} from '@mp/contracts/company-information';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { ApiError } from '../../plugins/errors.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, merchantScopeOf, storeScopeOf, tenancy } from '../../plugins/tenancy.ts';
import {
  getCompanyInformation,
  getReceiptInfo,
  updateCompanyInformation,
  updateMerchantLogo,
  updateReceiptInfo,
} from './company-information.service.ts';

const tags = ['company information'];
const pageAccess = access.route(COMPANY_INFORMATION_PAGE);
/** The company is the merchant's: the same in its company view and in each of its stores. */
const company = { access: pageAccess, scope: tenancy.merchant };
/** Receipt text is a store's: the company view has none to show. */
const receipt = {
  access: pageAccess,
  scope: tenancy.store(
    {
      status: 403,
      messageKey: COMPANY_INFORMATION_ERROR.storeViewOnly,
      message: 'Receipt info belongs to a store: choose one.',
    },
    { oneStoreCompanyView: true },
  ),
};

/** Saves need the company-edit permission on top of the page's access (spec 2 §2); reading does not. */
function requireEditRight(request: FastifyRequest): void {
  if (!mayEditCompanyInformation(requirePortalState(request).access))
    throw new ApiError(403, COMPANY_INFORMATION_ERROR.viewOnly, 'Your role may view the company information only.');
}

export function companyInformationRoutes(app: TApp, deps: TDeps): void {
  app.post(
    PATH.get,
    { config: company, schema: { tags, response: { 200: ZCompanyInformationResponse } } },
    async (request) => getCompanyInformation(deps.db, merchantScopeOf(request)),
  );

  app.post(
    PATH.update,
    {
      config: company,
      preValidation: async (request) => requireEditRight(request),
      schema: { tags, body: ZUpdateCompanyInfoRequest, response: { 200: ZCompanyInformationResponse } },
    },
    async (request) => updateCompanyInformation(deps.db, merchantScopeOf(request), actorOf(request), request.body),
  );

  app.post(
    PATH.updateLogo,
    {
      config: company,
      preValidation: async (request) => requireEditRight(request),
      schema: { tags, body: ZUpdateMerchantLogoRequest, response: { 200: ZCompanyInformationResponse } },
    },
    async (request) => updateMerchantLogo(deps.db, merchantScopeOf(request), actorOf(request), request.body),
  );

  app.post(
    PATH.getReceipt,
    { config: receipt, schema: { tags, response: { 200: ZReceiptInfoResponse } } },
    async (request) => getReceiptInfo(deps.db, storeScopeOf(request)),
  );

  app.post(
    PATH.updateReceipt,
    {
      config: receipt,
      preValidation: async (request) => requireEditRight(request),
      schema: { tags, body: ZUpdateReceiptInfoRequest, response: { 200: ZReceiptInfoResponse } },
    },
    async (request) => updateReceiptInfo(deps.db, storeScopeOf(request), actorOf(request), request.body),
  );
}

import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { ZUpdateSiteHoursArgs } from '@mp/contracts/online-ordering/operating-hours';
import {
  ZUpdateCustomFieldsArgs,
  ZUpdateSiteArgs,
  ZUpdateStoreStatusArgs,
  ZUriNameArgs,
  type TProvisioning,
  type TUriNameArgs,
} from '@mp/contracts/online-ordering/sites';
import { z } from 'zod';
import type { TDb } from '../../../db/create-db.ts';
import type { TMerchantScope, TStoreScope } from '../../../db/tenant.ts';
import { access, type TRouteAccess } from '../../../plugins/access-guard.ts';
import { operation, readSdl, type TGraphqlModule } from '../../../plugins/graphql.ts';
import { tenancy } from '../../../plugins/tenancy.ts';
import { specialInstructionsOf } from '../menu-settings/menu-settings.service.ts';
import { OO_READ_ONLY, STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import {
  createCompanyProvisioning,
  getCompanyInformation,
  getMinimumDeliveryAmount,
  getSiteInfo,
  getSiteProvisioning,
  getStoreStatus,
  saveSiteProvisioning,
  updateCompanyProvisioning,
  updateCustomFields,
  updateSite,
  updateSiteHours,
  updateStoreStatus,
} from './sites.service.ts';

const storePage = access.route(OO_PAGE.store);
const hoursPage = access.route(OO_PAGE.operatingHours);
const statusPage = access.route(OO_PAGE.hours);
const NO_ARGS = z.object({});

/** The company information answer: its provisioning and the menu settings' special instructions (spec 3 §3). */
const companyInformation = async (db: TDb, scope: TMerchantScope, provisioning: Promise<TProvisioning>) => ({
  ...(await provisioning),
  ...(await specialInstructionsOf(db, scope)),
});

/** A store-view query of a page (spec 3 §6: the site is a store's). */
const storeQuery = (page: TRouteAccess, resolve: (db: TDb, scope: TStoreScope) => Promise<unknown>) =>
  operation<object, TStoreScope>({
    kind: 'query',
    access: page,
    scope: STORE_VIEW_SCOPE,
    args: NO_ARGS,
    resolve: ({ deps, scope }) => resolve(deps.db, scope),
  });

export const sitesGraphql: TGraphqlModule = {
  sdl: readSdl('online-ordering/sites/sites.graphql'),
  operations: {
    GetSiteInfo: storeQuery(storePage, getSiteInfo),
    GetMinimumDeliveryAmountForSite: storeQuery(storePage, getMinimumDeliveryAmount),
    getSiteProvisioning: storeQuery(storePage, getSiteProvisioning),
    getStoreStatus: storeQuery(statusPage, getStoreStatus),
    // The company's provisioning is merchant level: any view of the merchant reads and names it.
    getCompanyInformation: operation<object, TMerchantScope>({
      kind: 'query',
      access: storePage,
      scope: tenancy.merchant,
      args: NO_ARGS,
      resolve: ({ deps, scope }) => companyInformation(deps.db, scope, getCompanyInformation(deps.db, scope)),
    }),
    createCompanyProvisioning: operation<TUriNameArgs, TMerchantScope>({
      kind: 'mutation',
      access: storePage,
      scope: tenancy.merchant,
      readOnly: OO_READ_ONLY,
      args: ZUriNameArgs,
      resolve: ({ deps, scope, actor }, { uriName }) =>
        companyInformation(deps.db, scope, createCompanyProvisioning(deps.db, scope, actor, uriName)),
    }),
    updateCompanyProvisioning: operation<TUriNameArgs, TMerchantScope>({
      kind: 'mutation',
      access: storePage,
      scope: tenancy.merchant,
      readOnly: OO_READ_ONLY,
      args: ZUriNameArgs,
      resolve: ({ deps, scope, actor }, { uriName }) =>
        companyInformation(deps.db, scope, updateCompanyProvisioning(deps.db, scope, actor, uriName)),
    }),
    createSiteProvisioning: operation<TUriNameArgs, TStoreScope>({
      kind: 'mutation',
      access: storePage,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUriNameArgs,
      resolve: ({ deps, scope, actor }, { uriName }) => saveSiteProvisioning(deps.db, scope, actor, uriName, true),
    }),
    updateSiteProvisioning: operation<TUriNameArgs, TStoreScope>({
      kind: 'mutation',
      access: storePage,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUriNameArgs,
      resolve: ({ deps, scope, actor }, { uriName }) => saveSiteProvisioning(deps.db, scope, actor, uriName, false),
    }),
    UpdateSiteById: operation<z.infer<typeof ZUpdateSiteArgs>, TStoreScope>({
      kind: 'mutation',
      access: storePage,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUpdateSiteArgs,
      resolve: ({ deps, scope, actor }, { input }) => updateSite(deps.db, scope, actor, input),
    }),
    UpdateCustomFieldsBySiteId: operation<z.infer<typeof ZUpdateCustomFieldsArgs>, TStoreScope>({
      kind: 'mutation',
      access: storePage,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUpdateCustomFieldsArgs,
      resolve: ({ deps, scope, actor }, { customFields }) => updateCustomFields(deps.db, scope, actor, customFields),
    }),
    UpdateSiteHoursById: operation<z.infer<typeof ZUpdateSiteHoursArgs>, TStoreScope>({
      kind: 'mutation',
      access: hoursPage,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUpdateSiteHoursArgs,
      resolve: ({ deps, scope, actor }, { hours }) => updateSiteHours(deps.db, scope, actor, hours),
    }),
    updateStoreStatus: operation<z.infer<typeof ZUpdateStoreStatusArgs>, TStoreScope>({
      kind: 'mutation',
      access: statusPage,
      scope: STORE_VIEW_SCOPE,
      readOnly: OO_READ_ONLY,
      args: ZUpdateStoreStatusArgs,
      resolve: ({ deps, scope, actor }, { input }) => updateStoreStatus(deps.db, scope, actor, input),
    }),
  },
};

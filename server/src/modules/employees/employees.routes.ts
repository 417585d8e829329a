import { ACCESS_FLAG, isFlagOn } from '@mp/contracts/access/flags';
import {
  DEVICE_CODE_FEATURE_ID,
  EMPLOYEES_API,
  EMPLOYEES_PATH,
  ZDeviceCodeQuery,
  ZDeviceCodeRequest,
  ZDeviceCodeResponse,
  ZEmployeeDetail,
  ZEmployeeDetailQuery,
  ZEmployeeSearchRequest,
  ZEmployeeSearchResponse,
  ZEmployeeStoresRequest,
  ZEmployeeStoresResponse,
  ZEmployeeUpdateRequest,
  ZEmployeeUpdateResponse,
  ZRegisterDeviceRequest,
  ZRegisterDeviceResponse,
} from '@mp/contracts/employees';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { editorOf } from '../../shared/role-rights/role-rights.ts';
import {
  employeeDetail,
  employeeStores,
  generateDeviceCode,
  registerDevice,
  searchEmployees,
  type TDeviceCodeRight,
  updateEmployee,
} from './employees.service.ts';

/**
 * The employee list needs the employees feature; the detail and its calls the employee-management feature, manager
 * mode and the ASM employee flag (spec 3 §2.3), the rules the web's route guard applies to the same pages. Employees
 * are read in either view: a store view sees those assigned to its store.
 */
const list = { access: access.route(EMPLOYEES_PATH.list), scope: tenancy.view };
const detail = { access: access.route(EMPLOYEES_PATH.detail), scope: tenancy.view };
const tags = ['employees'];

/** The device-code button's session conditions: its flag, and the permission (admin-type users hold every one). */
function deviceCodeRightOf(request: FastifyRequest): TDeviceCodeRight {
  const ctx = requirePortalState(request).access;
  return {
    flagOn: isFlagOn(ctx.flags, ACCESS_FLAG.deviceRegistrationCode),
    // The access context lists the features the role lacks.
    hasPermission: ctx.isAdminUser || ctx.isMerchantAdminUser || !ctx.featureIds.includes(DEVICE_CODE_FEATURE_ID),
  };
}

export function employeeRoutes(app: TApp, deps: TDeps): void {
  app.post(
    EMPLOYEES_API.search,
    { config: list, schema: { tags, body: ZEmployeeSearchRequest, response: { 200: ZEmployeeSearchResponse } } },
    async (request) => searchEmployees(deps.db, viewScopeOf(request), request.body),
  );

  app.get(
    EMPLOYEES_API.detail,
    { config: detail, schema: { tags, querystring: ZEmployeeDetailQuery, response: { 200: ZEmployeeDetail } } },
    async (request) =>
      employeeDetail(deps.db, viewScopeOf(request), editorOf(request), deviceCodeRightOf(request), request.query),
  );

  app.post(
    EMPLOYEES_API.stores,
    { config: detail, schema: { tags, body: ZEmployeeStoresRequest, response: { 200: ZEmployeeStoresResponse } } },
    async (request) =>
      employeeStores(deps.db, viewScopeOf(request), {
        posUserId: request.body.NumericKeySearchArg,
        page: request.body.RequestedPageNum,
        pageSize: request.body.PageRowCount,
      }),
  );

  app.post(
    EMPLOYEES_API.update,
    { config: detail, schema: { tags, body: ZEmployeeUpdateRequest, response: { 200: ZEmployeeUpdateResponse } } },
    async (request) => updateEmployee(deps.db, viewScopeOf(request), actorOf(request), editorOf(request), request.body),
  );

  // A POS terminal has no session: the code is its credential, tried as often as a password may be.
  app.post(
    EMPLOYEES_API.registerDevice,
    {
      config: { rateLimit: { max: deps.env.rateLimitAuthPerMinute, timeWindow: 60_000 } },
      schema: { tags, body: ZRegisterDeviceRequest, response: { 200: ZRegisterDeviceResponse } },
    },
    async (request) => registerDevice(deps.db, request.body.code),
  );

  app.post(
    EMPLOYEES_API.deviceCode,
    {
      config: detail,
      schema: {
        tags,
        querystring: ZDeviceCodeQuery,
        body: ZDeviceCodeRequest,
        response: { 200: ZDeviceCodeResponse },
      },
    },
    async (request) =>
      generateDeviceCode(deps.db, viewScopeOf(request), actorOf(request), deviceCodeRightOf(request), request.body),
  );
}

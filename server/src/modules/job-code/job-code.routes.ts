import {
  ZDisplayRoles,
  ZJobCodesForUserQuery,
  ZUpdateDisplayRolesRequest,
  ZUpdateDisplayRolesResponse,
  ZUserJobCodes,
} from '@mp/contracts/user-roles';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, merchantScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { editorOf } from '../../shared/role-rights/role-rights.ts';
import { displayRoles, jobCodesForUser, updateDisplayRoles } from './job-code.service.ts';

/**
 * Every call serves the User Roles page: the route rule needs the user-roles feature (11). Roles belong to the
 * merchant, the same in every view.
 */
const config = { access: access.route('employees/userroles'), scope: tenancy.merchant };

export function jobCodeRoutes(app: TApp, deps: TDeps): void {
  const tags = ['user roles'];
  app.post(
    '/JobCode/GetDisplayRoles',
    // The legacy call is a POST without a body; an empty object (or none) is accepted.
    { config, schema: { tags, body: z.object({}).optional(), response: { 200: ZDisplayRoles } } },
    async (request) => displayRoles(deps.db, merchantScopeOf(request), editorOf(request)),
  );

  app.post(
    '/JobCode/UpdateDisplayRoles',
    { config, schema: { tags, body: ZUpdateDisplayRolesRequest, response: { 200: ZUpdateDisplayRolesResponse } } },
    async (request) => {
      await updateDisplayRoles(
        deps.db,
        merchantScopeOf(request),
        actorOf(request),
        editorOf(request),
        request.body.features,
      );
      return { success: true as const };
    },
  );

  app.get(
    '/JobCode/GetAllForExistingUser',
    { config, schema: { tags, querystring: ZJobCodesForUserQuery, response: { 200: ZUserJobCodes } } },
    async (request) => jobCodesForUser(deps.db, merchantScopeOf(request), request.query.userCode),
  );
}

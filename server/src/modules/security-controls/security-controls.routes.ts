import {
  SECURITY_CONTROLS_PATH,
  ZGetSecurityControlsResponse,
  ZUpdateSecurityControlRequest,
  ZUpdateSecurityControlResponse,
} from '@mp/contracts/security-controls';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { getSecurityControls, updateSecurityControls } from './security-controls.service.ts';

/**
 * The Security Controls page (allowed unless its disable flag is set): the merchant's controls, read in any view so a
 * store sees the company's, changed only in the company view (the service refuses a store view).
 */
const config = { access: access.route('employees/securityControls'), scope: tenancy.view };
const tags = ['security controls'];

export function securityControlsRoutes(app: TApp, deps: TDeps): void {
  app.get(
    SECURITY_CONTROLS_PATH.get,
    { config, schema: { tags, response: { 200: ZGetSecurityControlsResponse } } },
    async (request) => getSecurityControls(deps.db, viewScopeOf(request)),
  );

  app.post(
    SECURITY_CONTROLS_PATH.update,
    {
      config,
      schema: { tags, body: ZUpdateSecurityControlRequest, response: { 200: ZUpdateSecurityControlResponse } },
    },
    async (request) => updateSecurityControls(deps.db, viewScopeOf(request), actorOf(request), request.body),
  );
}

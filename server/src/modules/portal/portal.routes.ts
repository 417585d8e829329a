import { ZPortalData } from '@mp/contracts/portal';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requireSession } from '../../plugins/session.ts';
import { portalData } from './portal.service.ts';

export function portalRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/Portal/GetPortalData',
    { config: { access: access.session }, schema: { tags: ['portal'], response: { 200: ZPortalData } } },
    async (request) => portalData(deps.db, deps.env, requireSession(request)),
  );
}

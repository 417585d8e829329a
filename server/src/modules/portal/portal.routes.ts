import { ZPortalData } from '@mp/contracts/portal';
import type { TApp } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';

export function portalRoutes(app: TApp): void {
  app.get(
    '/Portal/GetPortalData',
    { config: { access: access.session }, schema: { tags: ['portal'], response: { 200: ZPortalData } } },
    // Loaded with the session in the request's one round trip (plugins/request-context.queries.ts).
    async (request) => requirePortalState(request).portal,
  );
}

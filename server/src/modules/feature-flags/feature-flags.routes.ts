import { ZFeatureFlagsResponse } from '@mp/contracts/feature-flags';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requireSession } from '../../plugins/session.ts';
import { evaluateFlags } from './feature-flags.queries.ts';
import { flagScopeOf } from './flag-scope.ts';

export function featureFlagRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/FeatureFlag/GetFlags',
    {
      config: { access: access.session },
      schema: { tags: ['feature flags'], response: { 200: ZFeatureFlagsResponse } },
    },
    async (request) => ({ flags: await evaluateFlags(deps.db, flagScopeOf(requireSession(request))) }),
  );
}

import { ZResellerConfiguration, ZResellerConfigurationQuery } from '@mp/contracts/portal';
import type { TApp, TDeps } from '../../app-types.ts';
import { resellerConfiguration } from './reseller.service.ts';

export function resellerRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/Reseller/GetResellerConfiguration',
    {
      schema: {
        tags: ['reseller'],
        querystring: ZResellerConfigurationQuery,
        response: { 200: ZResellerConfiguration },
      },
    },
    async (request) => resellerConfiguration(deps.db, request.query.ResellerId),
  );
}

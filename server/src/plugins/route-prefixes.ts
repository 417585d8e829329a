import { isApiPath } from '@mp/contracts/api-prefixes';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's files are '/' and the static wildcard; every other route must sit under a prefix of API_PREFIXES,
 * the list the Vite dev server forwards here, so a route outside it fails at start instead of in hot reload.
 */
export function registerRoutePrefixCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== '/' && route.url !== '/*' && !isApiPath(route.url))
      throw new Error(`Route ${route.url} is outside API_PREFIXES (contracts/src/api-prefixes.ts).`);
  });
}

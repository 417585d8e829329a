import type { TAccessContext } from '@mp/contracts/access/access-context';
import { isChainAllowed, isGateOpen, menuChainFor, type TMenuEntry, type TMenuGate } from '@mp/contracts/access/menu';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';
import { isPublicRoute } from './public-routes.ts';
import { requirePortalState } from './session.ts';

/**
 * What a route needs beyond a session, declared on the route as `config.access`:
 * - `session`: any signed-in user (the session plugin's checks only);
 * - `route`: the portal page it serves must be allowed (isRouteAllowed, the rule the web's guard applies);
 * - `gate`: a condition of its own, for calls that serve no single page (support tools).
 */
export type TRouteAccess =
  | { kind: 'session' }
  | { kind: 'route'; path: string; chain: readonly TMenuEntry[] }
  | { kind: 'gate'; gate: TMenuGate };

export const access = {
  session: { kind: 'session' } as TRouteAccess,
  // The page's menu chain is resolved here, once: matching the path against the whole menu on every call cost about a
  // tenth of a cheap read's server time (bench:reads profile).
  route: (path: string): TRouteAccess => {
    const chain = menuChainFor(path);
    // A typo would otherwise refuse the call to everyone, found only when someone tries it.
    if (chain.at(-1)?.path?.toLowerCase() !== path.toLowerCase())
      throw new Error(`access.route('${path}') names no page of the portal menu.`);
    return { kind: 'route', path, chain };
  },
  gate: (gate: TMenuGate): TRouteAccess => ({ kind: 'gate', gate }),
};

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
}

/** Whether a rule lets this user through; GraphQL operations (plugins/graphql.ts) ask it per operation. */
export const isAccessAllowed = (rule: TRouteAccess, ctx: TAccessContext): boolean =>
  rule.kind === 'session' || (rule.kind === 'route' ? isChainAllowed(rule.chain, ctx) : isGateOpen(rule.gate, ctx));

/**
 * The one access guard. Every route that is not public must declare `config.access` (registration fails otherwise,
 * so no route can forget it); on each request the user's access context comes fresh from the database with the
 * session (plugins/session.ts), so a change of role permissions or flags applies to the next call. It runs before
 * body validation: a refused user learns nothing.
 */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const open = methods.every((method) => isPublicRoute(method, route.url));
    if (!open && !route.config?.access)
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule.`);
  });
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === 'session') return;
    if (!isAccessAllowed(rule, requirePortalState(request).access)) throw forbidden();
  });
}

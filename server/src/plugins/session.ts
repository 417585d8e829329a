import { ABSOLUTE_SESSION_HOURS } from '@mp/contracts/portal';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/create-db.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';
import { portalStateOf, type TPortalEnv, type TPortalState } from './portal-state.ts';
import { isCsrfExempt, isPublicRoute, isRestrictedAllowed } from './public-routes.ts';
import { loadRequestContext } from './request-context.queries.ts';
import { csrfTokenFor, randomToken, safeEqual, sha256, touchIfStale, type TSession } from './session-store.ts';

export const SESSION_COOKIE = 'mp_sid';
export const PRE_SESSION_COOKIE = 'mp_pre';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    session: TSession | null;
    /** The signed-in request's portal data, flags and access context, from the same round trip as the session. */
    portalState: TPortalState | null;
  }
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  // request.protocol honours x-forwarded-proto only when TRUST_PROXY is set.
  secure: request.protocol === 'https',
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  rawId: string,
  rememberMe: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, rawId, {
    ...cookieOptions(request),
    ...(rememberMe ? { maxAge: ABSOLUTE_SESSION_HOURS * 3600 } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** The CSRF token to hand out: bound to the live session, else to a pre-session cookie set here if missing. */
export function issueCsrfToken(secret: string, request: FastifyRequest, reply: FastifyReply): string {
  const sid = request.cookies[SESSION_COOKIE];
  if (request.session && sid) return csrfTokenFor(secret, 'sid', sid);
  let pre = request.cookies[PRE_SESSION_COOKIE];
  if (!pre) {
    pre = randomToken();
    reply.setCookie(PRE_SESSION_COOKIE, pre, cookieOptions(request));
  }
  return csrfTokenFor(secret, 'pre', pre);
}

function csrfAccepted(secret: string, request: FastifyRequest): boolean {
  const header = request.headers['x-csrf-token'];
  if (typeof header !== 'string' || header === '') return false;
  const sid = request.cookies[SESSION_COOKIE];
  const pre = request.cookies[PRE_SESSION_COOKIE];
  const expected: string[] = [];
  // A token bound to the session cookie stays acceptable after the session expired, so that case answers 401.
  if (sid) expected.push(csrfTokenFor(secret, 'sid', sid));
  // Once signed in, the pre-session token no longer counts: the web must fetch the session-bound one.
  if (pre && !request.session) expected.push(csrfTokenFor(secret, 'pre', pre));
  let ok = false;
  for (const token of expected) ok = safeEqual(header, token) || ok;
  return ok;
}

/**
 * Loads the session, then enforces in order: CSRF on every unsafe method (so a forged request changes nothing
 * and is told so before anything else), a session on non-public routes, and the short list a restricted session
 * may call.
 */
export function registerSession(app: FastifyInstance, deps: { db: TDb; secret: string; env: TPortalEnv }): void {
  app.decorateRequest('session', null);
  app.decorateRequest('portalState', null);
  app.addHook('onRequest', async (request) => {
    const sid = request.cookies[SESSION_COOKIE];
    const now = new Date();
    const loaded = sid ? await loadRequestContext(deps.db, sha256(sid), now) : null;
    // An idle-expired row answers like none: only RenewSession reads it, itself.
    if (loaded && !loaded.idleExpired) {
      request.session = loaded.session;
      request.portalState = portalStateOf(loaded, deps.env);
      await touchIfStale(deps.db, loaded.session, now);
    }
    const url = request.routeOptions.url;
    if (
      UNSAFE_METHODS.has(request.method) &&
      !isCsrfExempt(request.method, url) &&
      !csrfAccepted(deps.secret, request)
    ) {
      throw new ApiError(403, API_ERROR_KEY.csrf, 'Missing or invalid CSRF token.');
    }
    if (isPublicRoute(request.method, url)) return;
    if (!request.session) throw unauthenticated();
    if (request.session.stage === 'restricted' && !isRestrictedAllowed(request.method, url)) throw forbidden();
  });
}

/** The session of a route that requires one (the hook already refused requests without). */
export function requireSession(request: FastifyRequest): TSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** Portal data, flags and access context of a route that requires a session. */
export function requirePortalState(request: FastifyRequest): TPortalState {
  if (!request.session || !request.portalState) throw unauthenticated();
  return request.portalState;
}

/**
 * The session's merchant and store context for calls that work on one merchant's data; an admin or partner who has
 * not chosen a merchant yet is refused. storeId 0 is the company view, null no store chosen.
 */
export function requireMerchantSession(request: FastifyRequest): { merchantId: number; storeId: number | null } {
  const { merchantId, storeId } = requireSession(request);
  if (!merchantId) throw forbidden();
  return { merchantId, storeId };
}

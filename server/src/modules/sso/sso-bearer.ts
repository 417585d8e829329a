import { IDENTITY_SESSION_ERROR, IDENTITY_SESSION_KEY } from '@mp/contracts/sso';
import type { TApp, TDeps } from '../../app-types.ts';
import { ApiError } from '../../plugins/errors.ts';
import { isPublicRoute } from '../../plugins/public-routes.ts';
import { deleteSession } from '../../plugins/session-store.ts';
import { clearSessionCookie, SESSION_COOKIE } from '../../plugins/session.ts';
import { bearerToken } from '../../shared/sso-tokens/sso-tokens.ts';
import { checkSessionBearer } from './sso.service.ts';

/** Spec 1 §8: the reply that makes the web log out (ZIdentitySessionErrorReply). */
const identitySessionError = () =>
  new ApiError(401, IDENTITY_SESSION_KEY, 'The single sign-on session has ended; sign in again.', undefined, {
    IsSuccessful: false,
    ErrorCode: IDENTITY_SESSION_ERROR,
  });

/**
 * Spec 1 §7: with single sign-on every call carries the access token. On a call that needs a session (public routes
 * unlock nothing, and the SSO sign-in calls check their token themselves) a token that is not the SSO session's own
 * ends the session with the identity-session error. No token: the cookie session alone is enough. Registered after
 * the session plugin, before the access guard.
 */
export function registerSsoBearerCheck(app: TApp, deps: TDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    const bearer = bearerToken(request);
    if (!bearer || !request.session || isPublicRoute(request.method, request.routeOptions.url)) return;
    const { verdict, refusal } = await checkSessionBearer(deps, request.session, bearer);
    if (verdict === 'own') return;
    if (verdict === 'unverifiable') {
      request.log.warn({ sso: refusal }, 'bearer token not verifiable; the session cookie stands alone');
      return;
    }
    request.log.info({ sso: refusal }, 'bearer token refused; session ended');
    const sid = request.cookies[SESSION_COOKIE];
    if (sid) await deleteSession(deps.db, sid);
    request.session = null;
    clearSessionCookie(request, reply);
    throw identitySessionError();
  });
}

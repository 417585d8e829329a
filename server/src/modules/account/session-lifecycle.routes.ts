import {
  ZExtendSessionResponse,
  ZRefreshSessionResponse,
  ZRenewSessionRequest,
  ZRenewSessionResponse,
} from '@mp/contracts/session';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { csrfTokenFor, rotateSession, touchSession } from '../../plugins/session-store.ts';
import { requireSession, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { renewSession } from './session-lifecycle.service.ts';

/** Spec 1 §4 "Session handling": extend (warning modal), refresh (half time-out) and renew (after expiry). */
export function sessionLifecycleRoutes(app: TApp, deps: TDeps): void {
  const tags = ['account'];

  app.post(
    '/Account/ExtendSession',
    { config: { access: access.session }, schema: { tags, response: { 200: ZExtendSessionResponse } } },
    async (request, reply) => {
      const session = requireSession(request);
      // A new session id resets the anti-forgery token with it (spec: "resets the timer and the token").
      const rawId = await rotateSession(deps.db, session);
      setSessionCookie(request, reply, rawId, session.rememberMe);
      return { success: true as const, tokenHeaderValue: csrfTokenFor(deps.secret, 'sid', rawId) };
    },
  );

  app.post(
    '/Account/RefreshSession',
    { config: { access: access.session }, schema: { tags, response: { 200: ZRefreshSessionResponse } } },
    async (request) => {
      await touchSession(deps.db, requireSession(request));
      return { success: true as const };
    },
  );

  app.post(
    '/Account/RenewSession',
    {
      // Public: the session it renews has expired; it guesses a password, so it is limited like LogOn.
      config: { rateLimit: { max: deps.env.rateLimitAuthPerMinute, timeWindow: 60_000 } },
      schema: { tags, body: ZRenewSessionRequest, response: { 200: ZRenewSessionResponse } },
    },
    async (request, reply) => {
      const answer = await renewSession(deps.db, request.cookies[SESSION_COOKIE], request.body.password);
      if (answer.sessionId) setSessionCookie(request, reply, answer.sessionId, answer.rememberMe);
      return answer.result;
    },
  );
}

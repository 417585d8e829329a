import { ZLoginResult } from '@mp/contracts/auth';
import {
  ZJwtTokenQuery,
  ZJwtTokenResponse,
  ZLoginStatusRequest,
  ZLoginStatusResponse,
  ZSsoSettings,
  ZSsoSettingsQuery,
  ZValidateSsoTokenRequest,
} from '@mp/contracts/sso';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requireSession, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { bearerToken } from '../../shared/sso-tokens/sso-tokens.ts';
import { portalJwt } from './jwt-token.ts';
import { checkLoginStatus, ssoSettings, type TRefusalNote, validateSsoToken } from './sso.service.ts';

const logRefusal = (request: FastifyRequest, refusal: TRefusalNote) => {
  if (refusal) request.log.info({ sso: refusal }, 'single sign-on refused');
};

/** Spec 1 §4 Single sign-on: the login page's settings, the token sign-in, the status check that renews. */
export function ssoRoutes(app: TApp, deps: TDeps): void {
  const tags = ['account'];
  // Public calls that start or renew a session: limited like LogOn.
  const authLimit = { rateLimit: { max: deps.env.rateLimitAuthPerMinute, timeWindow: 60_000 } };

  app.get(
    '/Account/GetSsoSettings',
    { schema: { tags, querystring: ZSsoSettingsQuery, response: { 200: ZSsoSettings } } },
    async (request) => ssoSettings(deps, request.query.organizationId),
  );

  app.post(
    '/Account/ValidateSsoToken',
    { config: authLimit, schema: { tags, body: ZValidateSsoTokenRequest, response: { 200: ZLoginResult } } },
    async (request, reply) => {
      const answer = await validateSsoToken(deps, request.body, bearerToken(request), request.cookies[SESSION_COOKIE]);
      logRefusal(request, answer.refusal);
      if (answer.sessionId) setSessionCookie(request, reply, answer.sessionId, false);
      return answer.result;
    },
  );

  app.post(
    '/Account/CheckLoginStatus',
    { config: authLimit, schema: { tags, body: ZLoginStatusRequest, response: { 200: ZLoginStatusResponse } } },
    async (request, reply) => {
      const answer = await checkLoginStatus(deps, request.body, bearerToken(request), request.cookies[SESSION_COOKIE]);
      logRefusal(request, answer.refusal);
      if (answer.sessionId) setSessionCookie(request, reply, answer.sessionId, answer.rememberMe);
      return answer.result;
    },
  );

  app.post(
    '/Account/GetJwtToken',
    {
      config: { access: access.session },
      schema: { tags, querystring: ZJwtTokenQuery, response: { 200: ZJwtTokenResponse } },
    },
    async (request) => portalJwt(deps.secret, deps.env.publicUrl, requireSession(request), request.query.isAOD),
  );
}

import {
  ZCsrfTokenResponse,
  ZForgotPasswordRequest,
  ZLoginResult,
  ZLogOnRequest,
  ZMerchantInfo,
  ZResetPasswordQuery,
  ZResetPasswordRequest,
  ZSendUserNamesEmailRequest,
  ZSuccessResponse,
  ZUpdateMerchantEulaHistoryRequest,
  ZVersionResponse,
} from '@mp/contracts/auth';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { deleteSession } from '../../plugins/session-store.ts';
import {
  clearSessionCookie,
  issueCsrfToken,
  requirePortalState,
  requireSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/session.ts';
import { merchantScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { bearerToken, revokeSessionBearer } from '../../shared/sso-tokens/sso-tokens.ts';
import { merchantInfo } from '../../shared/store-selection/merchant-info.ts';
import { acceptEula, forgotPassword, logOn, resetPassword, sendUserNames } from './account.service.ts';

const ZLogOffQuery = z.object({ CancelLogin: z.string().max(16).optional() });

export function accountRoutes(app: TApp, deps: TDeps): void {
  const authLimit = { rateLimit: { max: deps.env.rateLimitAuthPerMinute, timeWindow: 60_000 } };
  const tags = ['account'];

  app.post(
    '/Account/GetCsrfToken',
    { schema: { tags, response: { 200: ZCsrfTokenResponse } } },
    async (request, reply) => ({
      success: true as const,
      tokenHeaderValue: issueCsrfToken(deps.secret, request, reply),
    }),
  );

  app.post(
    '/Account/LogOn',
    { config: authLimit, schema: { tags, body: ZLogOnRequest, response: { 200: ZLoginResult } } },
    async (request, reply) => {
      const answer = await logOn(deps.db, request.body, request.cookies[SESSION_COOKIE]);
      if (answer.sessionId) setSessionCookie(request, reply, answer.sessionId, request.body.rememberMe);
      else if (answer.result.success) clearSessionCookie(request, reply);
      return answer.result;
    },
  );

  // Old sign-in and React UI paths land on the app's root.
  app.get('/Account/LogOn', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/'));
  app.get('/ReactUI', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/'));
  app.get('/ReactUI/*', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/'));

  // A POST, so the CSRF check covers it: as a GET any page could end a user's session with a link or an image
  // (the session cookie is SameSite=Lax, which top-level navigations still carry).
  app.post(
    '/Account/LogOff',
    { schema: { tags, querystring: ZLogOffQuery, response: { 200: ZSuccessResponse } } },
    async (request, reply) => {
      const sid = request.cookies[SESSION_COOKIE];
      if (sid) {
        await revokeSessionBearer(deps, sid, bearerToken(request));
        await deleteSession(deps.db, sid);
      }
      clearSessionCookie(request, reply);
      return { success: true };
    },
  );

  app.get('/Account/GetVersion', { schema: { tags, response: { 200: ZVersionResponse } } }, async () => ({
    version: deps.version,
  }));

  app.post(
    '/Account/SendUserNamesEmail',
    { config: authLimit, schema: { tags, body: ZSendUserNamesEmailRequest, response: { 200: ZSuccessResponse } } },
    async (request) => {
      await sendUserNames(deps, request.body.emailAddress);
      return { success: true };
    },
  );

  app.post(
    '/Account/ForgotPassword',
    { config: authLimit, schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZSuccessResponse } } },
    async (request) => {
      await forgotPassword(deps, request.body.userName);
      return { success: true };
    },
  );

  app.post(
    '/Account/ResetPassword',
    {
      config: authLimit,
      schema: {
        tags,
        querystring: ZResetPasswordQuery,
        body: ZResetPasswordRequest,
        response: { 200: ZSuccessResponse },
      },
    },
    async (request) => {
      await resetPassword(deps.db, request.query.tk, request.body.newPassword);
      return { success: true };
    },
  );

  app.post(
    '/Account/GetMerchant',
    // No tenant scope: an admin who has not chosen a merchant yet is answered IsSuccessful false, not refused.
    { config: { access: access.session }, schema: { tags, response: { 200: ZMerchantInfo } } },
    async (request) => {
      // The session's merchant and store came with the request context: no query of its own.
      const { user, merchant, store } = requirePortalState(request).context;
      return merchantInfo(merchant, store, user.isAccountManager);
    },
  );

  app.post(
    '/Account/UpdateMerchantEulaHistory',
    {
      config: { access: access.session, scope: tenancy.merchant },
      schema: { tags, body: ZUpdateMerchantEulaHistoryRequest, response: { 200: ZSuccessResponse } },
    },
    async (request) => {
      await acceptEula(deps.db, merchantScopeOf(request), requireSession(request), request.body);
      return { success: true };
    },
  );
}

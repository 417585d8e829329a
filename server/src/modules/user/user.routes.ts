import { SIGN_IN_REFUSAL_KEY } from '@mp/contracts/auth';
import {
  ZChangePasswordAndCreateSessionRequest,
  ZChangePasswordRequest,
  ZPasswordChangeResponse,
} from '@mp/contracts/password';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { ApiError } from '../../plugins/errors.ts';
import { requirePortalState, requireSession, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { changePassword, changePasswordAndCreateSession } from './user.service.ts';

const ZTokenQuery = z.object({ token: z.string().min(1).max(512) });

export function userRoutes(app: TApp, deps: TDeps): void {
  const tags = ['user'];
  app.post(
    '/User/ChangePassword',
    {
      // Limited like sign-in: a wrong current password is a password guess.
      config: { access: access.session, rateLimit: { max: deps.env.rateLimitAuthPerMinute, timeWindow: 60_000 } },
      schema: { tags, body: ZChangePasswordRequest, response: { 200: ZPasswordChangeResponse } },
    },
    async (request) => {
      // The signed-in user's row came with the request context: no query of its own.
      const { user } = requirePortalState(request).context;
      await changePassword(deps.db, user, requireSession(request).id, request.body);
      return { IsSuccessful: true, Message: '' };
    },
  );

  app.post(
    '/User/ChangePasswordAndCreateSession',
    {
      config: { rateLimit: { max: deps.env.rateLimitAuthPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        querystring: ZTokenQuery,
        body: ZChangePasswordAndCreateSessionRequest,
        response: { 200: ZPasswordChangeResponse },
      },
    },
    async (request, reply) => {
      const previous = request.cookies[SESSION_COOKIE];
      const answer = await changePasswordAndCreateSession(deps.db, request.query.token, request.body, previous);
      if (!answer.sessionId) {
        // The account failed a check after the change (e.g. approval withdrawn meanwhile): say which, as LogOn would.
        throw new ApiError(
          403,
          SIGN_IN_REFUSAL_KEY[answer.result.errorCode ?? 'I'],
          'Sign-in is not possible for this account.',
        );
      }
      setSessionCookie(request, reply, answer.sessionId, false);
      return { IsSuccessful: true, Message: '' };
    },
  );
}

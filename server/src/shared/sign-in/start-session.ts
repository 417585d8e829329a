import type { TLoginResult } from '@mp/contracts/auth';
import type { TDb } from '../../db/create-db.ts';
import { createSession, deleteSession, randomToken, sha256 } from '../../plugins/session-store.ts';
import { insertToken } from '../passwords/passwords.queries.ts';
import { evaluateSignIn, failedLogin } from './sign-in.ts';
import { findUserContextById } from './sign-in.queries.ts';

/** The forced password change after a sign-in with the reset flag must happen soon after it. */
const CHANGE_TOKEN_MINUTES = 30;

export type TSignInAnswer = { result: TLoginResult; sessionId: string | null };

/** The identity behind a single-sign-on session; its bearer tokens are checked against it on every call. */
export type TSsoIdentity = { organizationId: string; subject: string };

/**
 * Starts a session for a user whose password (or token) was accepted, after the account checks, or (reset flag set)
 * hands out a one-time token for User/ChangePasswordAndCreateSession instead. The previous session, if any, is
 * deleted either way. With an SSO identity the user signed in through their identity provider, and the session
 * remembers it. Shared by LogOn, single sign-on and the forced password change, so all three start sessions alike.
 */
export async function startSession(
  db: TDb,
  userId: number,
  rememberMe: boolean,
  previousSessionId: string | undefined,
  sso: TSsoIdentity | null = null,
): Promise<TSignInAnswer> {
  const ctx = await findUserContextById(db, userId);
  if (!ctx) return { result: failedLogin('I'), sessionId: null };
  const outcome = await evaluateSignIn(db, ctx, sso ? 'sso' : 'password');
  if (!outcome.ok) return { result: failedLogin(outcome.code), sessionId: null };
  if (previousSessionId) await deleteSession(db, previousSessionId);
  if (outcome.result.resetPassword) {
    const token = randomToken();
    await insertToken(db, {
      tokenHash: sha256(token),
      purpose: 'change',
      userId,
      rememberMe,
      expiresAt: new Date(Date.now() + CHANGE_TOKEN_MINUTES * 60_000),
    });
    return { result: { ...outcome.result, resetPasswordToken: token, shouldNavigate: false }, sessionId: null };
  }
  const sessionId = await createSession(db, {
    userId,
    merchantId: outcome.merchantId,
    storeId: outcome.storeId,
    stage: outcome.stage,
    rememberMe,
    ssoOrganizationId: sso?.organizationId ?? null,
    ssoSubject: sso?.subject ?? null,
  });
  return { result: outcome.result, sessionId };
}

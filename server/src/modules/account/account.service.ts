import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { LOCKOUT_HOURS, MAX_INVALID_ATTEMPTS, RESET_TOKEN_HOURS } from '@mp/contracts/auth';
import { isPasswordFormatValid, PASSWORD_MESSAGE } from '@mp/contracts/password';
import type { TDeps } from '../../app-types.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantScope } from '../../db/tenant.ts';
import { badRequest, forbidden } from '../../plugins/errors.ts';
import { deleteUserSessions, randomToken, sha256, type TSession, updateSession } from '../../plugins/session-store.ts';
import { checkPassword } from '../../shared/passwords/password-check.ts';
import { hashPassword, verifyAgainstDummy } from '../../shared/passwords/password-hash.ts';
import {
  recordUnknownFailure,
  consumeToken,
  insertToken,
  peekToken,
  setPassword,
} from '../../shared/passwords/passwords.queries.ts';
import { evaluateSignIn, failedLogin } from '../../shared/sign-in/sign-in.ts';
import { findUserContextById, findUserContextByLogin, pendingEula } from '../../shared/sign-in/sign-in.queries.ts';
import { startSession, type TSignInAnswer } from '../../shared/sign-in/start-session.ts';
import { eulaExists, findUsersByEmail, recordEulaAcceptance } from './account.queries.ts';

/** Password check with lock-out, then the account checks; see evaluateSignIn. */
export async function logOn(
  db: TDb,
  input: { username: string; password: string; rememberMe: boolean },
  previousSessionId: string | undefined,
): Promise<TSignInAnswer> {
  const ctx = await findUserContextByLogin(db, input.username);
  if (!ctx) {
    // As slow as a real check, then counted and locked like a real account: no answer tells the two apart.
    await verifyAgainstDummy(input.password);
    const locked = await recordUnknownFailure(db, input.username, MAX_INVALID_ATTEMPTS, LOCKOUT_HOURS);
    return { result: failedLogin(locked ? 'L' : 'I'), sessionId: null };
  }
  const refused = await checkPassword(db, ctx.user, input.password);
  if (refused) return { result: failedLogin(refused), sessionId: null };
  return startSession(db, ctx.user.id, input.rememberMe, previousSessionId);
}

export async function sendUserNames(deps: TDeps, emailAddress: string): Promise<void> {
  const found = await findUsersByEmail(deps.db, emailAddress);
  if (found.length === 0) return;
  await deps.mailer.send({
    kind: 'user-names',
    to: emailAddress,
    subject: 'Your Merchant Portal user names',
    text: `The following user names are registered to this e-mail address:\n\n${found.map((u) => `  ${u.userName}`).join('\n')}\n`,
  });
}

export async function forgotPassword(deps: TDeps, userName: string): Promise<void> {
  const ctx = await findUserContextByLogin(deps.db, userName);
  if (!ctx?.user.email) return;
  const token = randomToken();
  await insertToken(deps.db, {
    tokenHash: sha256(token),
    purpose: 'reset',
    userId: ctx.user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000),
  });
  await deps.mailer.send({
    kind: 'reset-password',
    to: ctx.user.email,
    subject: 'Reset your Merchant Portal password',
    text:
      `A password reset was requested for the user ${ctx.user.userName}.\n\n` +
      `Open this link within ${RESET_TOKEN_HOURS} hours to choose a new password:\n${deps.env.publicUrl}/?tk=${token}\n\n` +
      'If you did not ask for this, ignore this message.\n',
  });
}

const invalidResetToken = () =>
  badRequest(PASSWORD_MESSAGE.invalidToken, 'The reset link is invalid or has expired.', 'tk');

/** Sets a new password from an e-mailed link; unlocks the account and ends its sessions. */
export async function resetPassword(db: TDb, token: string, newPassword: string): Promise<void> {
  const tokenHash = sha256(token);
  const userId = await peekToken(db, tokenHash, 'reset');
  const ctx = userId === null ? null : await findUserContextById(db, userId);
  if (!ctx) throw invalidResetToken();
  if (!isPasswordFormatValid(newPassword, ctx.user.userName))
    throw badRequest(PASSWORD_MESSAGE.format, 'The password does not meet the rules.', 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  if (!(await consumeToken(db, tokenHash, 'reset'))) throw invalidResetToken();
  await setPassword(db, ctx.user.id, passwordHash);
  await deleteUserSessions(db, ctx.user.id);
}

/**
 * Records the agreement for the session's own merchant (its scope); a session held back only by it becomes full.
 * The body must name the session's user and merchant.
 */
export async function acceptEula(
  db: TDb,
  scope: TMerchantScope,
  session: Pick<TSession, 'id' | 'userId' | 'stage' | 'ssoSubject'>,
  body: { eulaId: number; membershipUserId: number; merchantId: number },
): Promise<void> {
  const ctx = await findUserContextById(db, session.userId);
  if (!ctx || body.membershipUserId !== ctx.user.id || body.merchantId !== scope.merchantId) throw forbidden();
  if (!(await eulaExists(db, body.eulaId))) throw badRequest(API_ERROR_KEY.validation, 'Unknown agreement.', 'eulaId');
  const pending = await pendingEula(db, scope);
  if (pending?.id === body.eulaId) await recordEulaAcceptance(db, scope, body.eulaId, ctx.user.id);
  if (session.stage === 'restricted') {
    const outcome = await evaluateSignIn(db, ctx, session.ssoSubject === null ? 'password' : 'sso');
    if (outcome.ok && outcome.stage === 'full') await updateSession(db, session.id, { stage: 'full' });
  }
}

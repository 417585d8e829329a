import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  LOCKOUT_HOURS,
  MAX_INVALID_ATTEMPTS,
  RESET_TOKEN_HOURS,
  type TLoginResult,
  type TMerchantInfo,
} from '@mp/contracts/auth';
import { isPasswordFormatValid, PASSWORD_MESSAGE } from '@mp/contracts/password';
import type { TDeps } from '../../app-types.ts';
import type { TDb } from '../../db/create-db.ts';
import { badRequest, forbidden } from '../../plugins/errors.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  randomToken,
  sha256,
  type TSession,
  updateSession,
} from '../../plugins/session-store.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../user/password-hash.ts';
import {
  clearFailedAttempts,
  consumeToken,
  eulaExists,
  findMerchant,
  findStore,
  findUserContextById,
  findUserContextByLogin,
  findUsersByEmail,
  insertToken,
  peekToken,
  pendingEula,
  recordEulaAcceptance,
  recordFailedAttempt,
  setPassword,
  type TUserContext,
} from '../user/user.queries.ts';
import { evaluateSignIn, failedLogin } from './sign-in.ts';

/** The forced password change after a sign-in with the reset flag must happen soon after it. */
const CHANGE_TOKEN_MINUTES = 30;

export type TSignInAnswer = { result: TLoginResult; sessionId: string | null };

/** The identity behind a single-sign-on session; its bearer tokens are checked against it on every call. */
export type TSsoIdentity = { organizationId: string; subject: string };

/**
 * Starts a session for an evaluated user, or (reset flag set) hands out a one-time token for
 * User/ChangePasswordAndCreateSession instead. The previous session, if any, is deleted either way.
 * With an SSO identity the user signed in through their identity provider, and the session remembers it.
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

/** The password check with lock-out (spec 1 §9), shared by LogOn and RenewSession so both count failures alike. */
export async function checkPassword(db: TDb, user: TUserContext['user'], password: string): Promise<'I' | 'L' | null> {
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await verifyAgainstDummy(password);
    return 'L';
  }
  // An expired lock starts a fresh count.
  if (user.lockedUntil) await clearFailedAttempts(db, user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    const locked = await recordFailedAttempt(db, user.id, MAX_INVALID_ATTEMPTS, LOCKOUT_HOURS);
    return locked ? 'L' : 'I';
  }
  if (user.failedAttempts > 0) await clearFailedAttempts(db, user.id);
  return null;
}

/** Password check with lock-out, then the account checks; see evaluateSignIn. */
export async function logOn(
  db: TDb,
  input: { username: string; password: string; rememberMe: boolean },
  previousSessionId: string | undefined,
): Promise<TSignInAnswer> {
  const ctx = await findUserContextByLogin(db, input.username);
  if (!ctx) {
    await verifyAgainstDummy(input.password);
    return { result: failedLogin('I'), sessionId: null };
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

/** Merchant info for a store of a merchant (store id 0 or null: the merchant as a whole). */
export async function merchantInfo(
  db: TDb,
  merchantId: number | null,
  storeId: number | null,
  isAccountManager: boolean,
): Promise<TMerchantInfo> {
  const merchant = merchantId ? await findMerchant(db, merchantId) : null;
  if (!merchant)
    return {
      BillingInfo: null,
      IsAccountManager: isAccountManager,
      IsSuccessful: false,
      PastDueRemainingDays: null,
      StoreStatusCode: 0,
    };
  const store = storeId ? await findStore(db, merchant.id, storeId) : null;
  return {
    BillingInfo: merchant.billingInfo,
    IsAccountManager: isAccountManager,
    IsSuccessful: true,
    PastDueRemainingDays: store?.pastDueDays ?? merchant.pastDueDays,
    StoreStatusCode: store?.statusCode ?? 0,
  };
}

export async function getMerchant(db: TDb, session: TSession): Promise<TMerchantInfo> {
  const ctx = await findUserContextById(db, session.userId);
  if (!ctx) throw forbidden();
  return merchantInfo(db, session.merchantId, session.storeId, ctx.user.isAccountManager);
}

/** Records the agreement for the session's own merchant; a session held back only by it becomes full. */
export async function acceptEula(
  db: TDb,
  session: TSession,
  body: { eulaId: number; membershipUserId: number; merchantId: number },
): Promise<void> {
  const ctx = await findUserContextById(db, session.userId);
  const merchantId = session.merchantId ?? ctx?.user.merchantId ?? null;
  if (!ctx || body.membershipUserId !== ctx.user.id || body.merchantId !== merchantId) throw forbidden();
  if (!(await eulaExists(db, body.eulaId))) throw badRequest(API_ERROR_KEY.validation, 'Unknown agreement.', 'eulaId');
  const pending = await pendingEula(db, body.merchantId);
  if (pending?.id === body.eulaId) await recordEulaAcceptance(db, body.merchantId, body.eulaId, ctx.user.id);
  if (session.stage === 'restricted') {
    const outcome = await evaluateSignIn(db, ctx, session.ssoSubject === null ? 'password' : 'sso');
    if (outcome.ok && outcome.stage === 'full') await updateSession(db, session.id, { stage: 'full' });
  }
}

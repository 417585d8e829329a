import { NON_RECOVERABLE_RENEW_CODE, type TRenewSessionResponse } from '@mp/contracts/session';
import type { TDb } from '../../db/create-db.ts';
import { unauthenticated } from '../../plugins/errors.ts';
import { findSessionRow, rotateSession } from '../../plugins/session-store.ts';
import { evaluateSignIn } from '../../shared/sign-in/sign-in.ts';
import { findUserContextById } from '../../shared/sign-in/sign-in.queries.ts';
import { checkPassword } from '../../shared/passwords/password-check.ts';

export type TRenewAnswer = { result: TRenewSessionResponse; sessionId: string | null; rememberMe: boolean };

const refused = (errorCode: NonNullable<TRenewSessionResponse['errorCode']>, rememberMe: boolean): TRenewAnswer => ({
  result: { success: false, errorCode },
  sessionId: null,
  rememberMe,
});

/**
 * Password re-entry for the session behind the cookie, live or idle-expired (its purpose): the password of that
 * session's own user, counted toward lock-out as LogOn does, then the same account checks as sign-in. Success
 * rotates the session id and keeps merchant, store and stage. No row, or one past the absolute limit, is a 401.
 */
export async function renewSession(db: TDb, rawId: string | undefined, password: string): Promise<TRenewAnswer> {
  const row = rawId ? await findSessionRow(db, rawId) : null;
  if (!row) throw unauthenticated();
  const ctx = await findUserContextById(db, row.userId);
  if (!ctx) throw unauthenticated();
  // Single sign-on users have no portal password to re-enter.
  if (ctx.user.isSsoUser) return refused(NON_RECOVERABLE_RENEW_CODE, row.rememberMe);
  const passwordCode = await checkPassword(db, ctx.user, password);
  if (passwordCode) return refused(passwordCode, row.rememberMe);
  // Approval, merchant and store status may have changed since sign-in: the same checks decide.
  const outcome = await evaluateSignIn(db, ctx);
  if (!outcome.ok) return refused(outcome.code, row.rememberMe);
  const sessionId = await rotateSession(db, row);
  return { result: { success: true, errorCode: null }, sessionId, rememberMe: row.rememberMe };
}

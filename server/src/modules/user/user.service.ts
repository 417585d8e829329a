import { PASSWORD_MESSAGE } from '@mp/contracts/password';
import type { TDb } from '../../db/create-db.ts';
import type { TUserRow } from '../../db/rows.ts';
import { badRequest, forbidden } from '../../plugins/errors.ts';
import { deleteUserSessions, sha256 } from '../../plugins/session-store.ts';
import { hashPassword, verifyPassword } from '../../shared/passwords/password-hash.ts';
import { checkPassword } from '../../shared/passwords/password-check.ts';
import { consumeToken, peekToken, setPassword } from '../../shared/passwords/passwords.queries.ts';
import { findUserContextById } from '../../shared/sign-in/sign-in.queries.ts';
import { startSession, type TSignInAnswer } from '../../shared/sign-in/start-session.ts';
import { endOtherSessions } from './user.queries.ts';

/** Change of one's own password (the signed-in user, in the session `sessionId`); their other sessions end. */
export async function changePassword(
  db: TDb,
  user: TUserRow,
  sessionId: string,
  body: { MembershipUserId: number; MembershipUserName: string; OldPassword: string; Password: string },
): Promise<void> {
  if (body.MembershipUserId !== user.id || body.MembershipUserName.trim().toLowerCase() !== user.userName.toLowerCase())
    throw forbidden();
  // Counted with sign-in failures: a session is no way around the lock-out.
  const refused = await checkPassword(db, user, body.OldPassword);
  if (refused === 'L') throw badRequest(PASSWORD_MESSAGE.locked, 'The account is locked.', 'OldPassword');
  if (refused) throw badRequest(PASSWORD_MESSAGE.wrongOldPassword, 'The current password is wrong.', 'OldPassword');
  await setPassword(db, user.id, await hashPassword(body.Password));
  await endOtherSessions(db, user.id, sessionId);
}

const invalidChangeToken = () =>
  badRequest(PASSWORD_MESSAGE.invalidToken, 'The sign-in has expired; sign in again.', 'token');

/** The forced change after a sign-in with the reset flag: sets the password and starts the session LogOn held back. */
export async function changePasswordAndCreateSession(
  db: TDb,
  token: string,
  body: { MembershipUserName: string; Password: string },
  previousSessionId: string | undefined,
): Promise<TSignInAnswer> {
  const tokenHash = sha256(token);
  const userId = await peekToken(db, tokenHash, 'change');
  const ctx = userId === null ? null : await findUserContextById(db, userId);
  if (!ctx || body.MembershipUserName.trim().toLowerCase() !== ctx.user.userName.toLowerCase())
    throw invalidChangeToken();
  if (await verifyPassword(ctx.user.passwordHash, body.Password))
    throw badRequest(PASSWORD_MESSAGE.similar, 'The new password must differ from the current one.', 'Password');
  const passwordHash = await hashPassword(body.Password);
  const used = await consumeToken(db, tokenHash, 'change');
  if (!used) throw invalidChangeToken();
  await setPassword(db, ctx.user.id, passwordHash);
  await deleteUserSessions(db, ctx.user.id);
  return startSession(db, ctx.user.id, used.rememberMe, previousSessionId);
}

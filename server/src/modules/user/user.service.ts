import { PASSWORD_MESSAGE } from '@mp/contracts/password';
import type { TDb } from '../../db/create-db.ts';
import { badRequest, forbidden } from '../../plugins/errors.ts';
import { deleteUserSessions, sha256, type TSession } from '../../plugins/session-store.ts';
import { startSession, type TSignInAnswer } from '../account/account.service.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { consumeToken, findUserContextById, peekToken, setPassword } from './user.queries.ts';
import { sessions } from '../../db/schema.ts';
import { and, eq, ne } from 'drizzle-orm';

/** Change of one's own password; other sessions of the user end, this one stays. */
export async function changePassword(
  db: TDb,
  session: TSession,
  body: { MembershipUserId: number; MembershipUserName: string; OldPassword: string; Password: string },
): Promise<void> {
  const ctx = await findUserContextById(db, session.userId);
  if (
    !ctx ||
    body.MembershipUserId !== ctx.user.id ||
    body.MembershipUserName.trim().toLowerCase() !== ctx.user.userName.toLowerCase()
  )
    throw forbidden();
  if (!(await verifyPassword(ctx.user.passwordHash, body.OldPassword)))
    throw badRequest(PASSWORD_MESSAGE.wrongOldPassword, 'The current password is wrong.', 'OldPassword');
  await setPassword(db, ctx.user.id, await hashPassword(body.Password));
  await db.delete(sessions).where(and(eq(sessions.userId, ctx.user.id), ne(sessions.id, session.id)));
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

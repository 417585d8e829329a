import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/create-db.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';

/** What a one-time token is for: the e-mailed reset link, or the forced change after a sign-in with the reset flag. */
export type TPasswordTokenPurpose = 'reset' | 'change';

/**
 * Sets a user's password hash; the reset flag, the lock-out count and every reset or change link still out go with
 * the old password (the link that brought the user here was spent before), so an older e-mail cannot set it again.
 */
export async function setPassword(db: TDb, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, resetPassword: false, failedAttempts: 0, lockedUntil: null })
    .where(eq(users.id, userId));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertToken(
  db: TDb,
  row: { tokenHash: string; purpose: TPasswordTokenPurpose; userId: number; expiresAt: Date; rememberMe?: boolean },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

const liveToken = (tokenHash: string, purpose: TPasswordTokenPurpose) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.purpose, purpose),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/**
 * Marks a live token used and returns its user, atomically, so two concurrent uses cannot both succeed.
 * Answers null for unknown, expired or used tokens.
 */
export async function consumeToken(
  db: TDb,
  tokenHash: string,
  purpose: TPasswordTokenPurpose,
): Promise<{ userId: number; rememberMe: boolean } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(tokenHash, purpose))
    .returning({ userId: passwordResetTokens.userId, rememberMe: passwordResetTokens.rememberMe });
  return row ?? null;
}

/** A live token's user without using it up (the password is checked before the token is spent). */
export async function peekToken(db: TDb, tokenHash: string, purpose: TPasswordTokenPurpose): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(liveToken(tokenHash, purpose));
  return row?.userId ?? null;
}

// ---- lock-out ----------------------------------------------------------------------------------------------------

/**
 * A wrong password, counted in one statement under the account's row lock: an expired lock starts a fresh count, the
 * failure one past `maxAttempts` locks, and a failure while locked neither counts nor extends the lock. Answers whether
 * the account is locked now.
 */
export async function recordFailure(db: TDb, userId: number, maxAttempts: number, lockHours: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`update users
           set failed_attempts = case when locked_until > now() then failed_attempts
                                      when locked_until is not null then 1
                                      else failed_attempts + 1 end,
               locked_until = case when locked_until > now() then locked_until
                                   when (case when locked_until is not null then 1 else failed_attempts + 1 end)
                                        > ${maxAttempts} then now() + make_interval(hours => ${lockHours})
                                   end
         where id = ${userId}
     returning coalesce(locked_until > now(), false) as locked`,
  );
  return row?.locked ?? false;
}

/**
 * The right password: let in unless the account is locked at this moment (another attempt locked it while this one
 * was being checked), a lock the success neither clears nor gets past; a count of earlier failures goes back to
 * nothing. Read first and written only when there is a count to clear, so that several tills signing in to one
 * account at once do not queue on its row. Answers whether it was let in.
 */
export async function recordSuccess(db: TDb, userId: number): Promise<boolean> {
  const [state] = await queryRows<{ locked: boolean; failed_attempts: number }>(
    db,
    sql`select coalesce(locked_until > now(), false) as locked, failed_attempts from users where id = ${userId}`,
  );
  if (!state || state.locked) return false;
  if (state.failed_attempts > 0)
    await db
      .update(users)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`))));
  return true;
}

/**
 * recordFailure for a user name that does not exist: the same count, lock and expiry, so that the answers to a
 * stranger guessing names match the answers for a real account at every step. Answers whether the name is locked.
 */
export async function recordUnknownFailure(
  db: TDb,
  userName: string,
  maxAttempts: number,
  lockHours: number,
): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`with idle as (
          delete from unknown_sign_ins where name_key in (
            select name_key from unknown_sign_ins where last_attempt_at < now() - interval '30 days' limit 100))
        insert into unknown_sign_ins as a (name_key, failed_attempts, locked_until, last_attempt_at)
        values (${userName.trim().toLowerCase()}, 1,
                case when 1 > ${maxAttempts} then now() + make_interval(hours => ${lockHours}) end, now())
        on conflict (name_key) do update
           set failed_attempts = case when a.locked_until > now() then a.failed_attempts
                                      when a.locked_until is not null then 1
                                      else a.failed_attempts + 1 end,
               locked_until = case when a.locked_until > now() then a.locked_until
                                   when (case when a.locked_until is not null then 1 else a.failed_attempts + 1 end)
                                        > ${maxAttempts} then now() + make_interval(hours => ${lockHours})
                                   end,
               last_attempt_at = now()
     returning coalesce(locked_until > now(), false) as locked`,
  );
  return row?.locked ?? false;
}

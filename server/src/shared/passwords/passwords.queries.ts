import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';

/** What a one-time token is for: the e-mailed reset link, or the forced change after a sign-in with the reset flag. */
export type TPasswordTokenPurpose = 'reset' | 'change';

/** Sets a user's password hash; the reset flag and the lock-out count go with the old password. */
export async function setPassword(db: TDb, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, resetPassword: false, failedAttempts: 0, lockedUntil: null })
    .where(eq(users.id, userId));
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

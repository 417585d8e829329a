import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import type { TUserRow } from '../../db/rows.ts';
import { eulas, merchantEulaHistory, users } from '../../db/schema.ts';
import { merchantKey, type TMerchantScope } from '../../db/tenant.ts';

/** Every user with the address (any case), whichever merchant: the forgotten-user-names mail lists them all. */
export async function findUsersByEmail(db: TDb, email: string): Promise<Pick<TUserRow, 'id' | 'userName' | 'email'>[]> {
  return db
    .select({ id: users.id, userName: users.userName, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .orderBy(users.userName);
}

/** Counts the failure and locks when it is one too many; answers whether the account is now locked. */
export async function recordFailedAttempt(
  db: TDb,
  userId: number,
  maxAttempts: number,
  lockHours: number,
): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: sql`${users.failedAttempts} + 1`,
      lockedUntil: sql`case when ${users.failedAttempts} + 1 > ${maxAttempts} then now() + make_interval(hours => ${lockHours}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return !!row?.lockedUntil && row.lockedUntil.getTime() > Date.now();
}

export async function clearFailedAttempts(db: TDb, userId: number): Promise<void> {
  await db.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export async function eulaExists(db: TDb, eulaId: number): Promise<boolean> {
  const [row] = await db.select({ id: eulas.id }).from(eulas).where(eq(eulas.id, eulaId));
  return !!row;
}

export async function recordEulaAcceptance(
  db: TDb,
  scope: TMerchantScope,
  eulaId: number,
  userId: number,
): Promise<void> {
  await db.insert(merchantEulaHistory).values({ ...merchantKey(scope), eulaId, userId });
}

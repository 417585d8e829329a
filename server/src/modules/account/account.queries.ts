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

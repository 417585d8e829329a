import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import {
  eulas,
  merchantEulaHistory,
  merchants,
  passwordResetTokens,
  roleFeatures,
  roles,
  stores,
  users,
  userStores,
} from '../../db/schema.ts';

export type TUserRow = typeof users.$inferSelect;
export type TRoleRow = typeof roles.$inferSelect;
export type TMerchantRow = typeof merchants.$inferSelect;
export type TStoreRowDb = typeof stores.$inferSelect;
export type TUserContext = { user: TUserRow; role: TRoleRow; merchant: TMerchantRow | null };

const selectContext = (db: TDb) =>
  db
    .select({ user: users, role: roles, merchant: merchants })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(merchants, eq(merchants.id, users.merchantId));

export async function findUserContextById(db: TDb, userId: number): Promise<TUserContext | null> {
  const [row] = await selectContext(db).where(eq(users.id, userId));
  return row ?? null;
}

/** By user name (any case); an e-mail address is accepted too when exactly one user has it. */
export async function findUserContextByLogin(db: TDb, login: string): Promise<TUserContext | null> {
  const name = login.trim().toLowerCase();
  const [byName] = await selectContext(db).where(eq(sql`lower(${users.userName})`, name));
  if (byName || !name.includes('@')) return byName ?? null;
  const byEmail = await selectContext(db)
    .where(eq(sql`lower(${users.email})`, name))
    .limit(2);
  return byEmail.length === 1 ? byEmail[0]! : null;
}

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

export async function setPassword(db: TDb, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, resetPassword: false, failedAttempts: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}

/** Stores assigned to the user, deleted or not. */
export async function assignedStores(db: TDb, userId: number, merchantId: number): Promise<TStoreRowDb[]> {
  const rows = await db
    .select({ store: stores })
    .from(userStores)
    .innerJoin(stores, eq(stores.id, userStores.storeId))
    .where(and(eq(userStores.userId, userId), eq(userStores.merchantId, merchantId)))
    .orderBy(stores.id);
  return rows.map((r) => r.store);
}

export async function merchantStores(db: TDb, merchantId: number): Promise<TStoreRowDb[]> {
  return db.select().from(stores).where(eq(stores.merchantId, merchantId)).orderBy(stores.id);
}

export async function findStore(db: TDb, merchantId: number, storeId: number): Promise<TStoreRowDb | null> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.merchantId, merchantId)));
  return row ?? null;
}

export async function findMerchant(db: TDb, merchantId: number): Promise<TMerchantRow | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row ?? null;
}

export async function activeFeatureIds(db: TDb, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roleFeatures.featureId })
    .from(roleFeatures)
    .where(and(eq(roleFeatures.roleId, roleId), eq(roleFeatures.isActive, true)));
  return rows.map((r) => r.id);
}

/** The latest agreement when the merchant has not accepted it, else null. */
export async function pendingEula(db: TDb, merchantId: number): Promise<{ id: number; fileName: string } | null> {
  const [latest] = await db.select().from(eulas).orderBy(desc(eulas.id)).limit(1);
  if (!latest) return null;
  const [accepted] = await db
    .select({ n: count() })
    .from(merchantEulaHistory)
    .where(and(eq(merchantEulaHistory.merchantId, merchantId), eq(merchantEulaHistory.eulaId, latest.id)));
  return accepted && accepted.n > 0 ? null : latest;
}

export async function recordEulaAcceptance(db: TDb, merchantId: number, eulaId: number, userId: number): Promise<void> {
  await db.insert(merchantEulaHistory).values({ merchantId, eulaId, userId });
}

export async function eulaExists(db: TDb, eulaId: number): Promise<boolean> {
  const [row] = await db.select({ id: eulas.id }).from(eulas).where(eq(eulas.id, eulaId));
  return !!row;
}

export async function insertToken(
  db: TDb,
  row: { tokenHash: string; purpose: 'reset' | 'change'; userId: number; expiresAt: Date; rememberMe?: boolean },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/**
 * Marks a live token used and returns its user, atomically, so two concurrent uses cannot both succeed.
 * Answers null for unknown, expired or used tokens.
 */
export async function consumeToken(
  db: TDb,
  tokenHash: string,
  purpose: 'reset' | 'change',
): Promise<{ userId: number; rememberMe: boolean } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId, rememberMe: passwordResetTokens.rememberMe });
  return row ?? null;
}

/** A live token's user without using it up (the password is checked before the token is spent). */
export async function peekToken(db: TDb, tokenHash: string, purpose: 'reset' | 'change'): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

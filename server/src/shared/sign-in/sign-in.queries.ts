import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantRow, TRoleRow, TStoreRow, TUserRow } from '../../db/rows.ts';
import {
  eulas,
  merchantEulaHistory,
  merchants,
  roleFeatures,
  roles,
  stores,
  users,
  userStores,
} from '../../db/schema.ts';
import { ofMerchant, type TMerchantScope } from '../../db/tenant.ts';

/** A user with their role and their own merchant (none for admins and partners): what the sign-in checks read. */
export type TUserContext = { user: TUserRow; role: TRoleRow; merchant: TMerchantRow | null };

const selectContext = (db: TDb) =>
  db
    .select({ user: users, role: roles, merchant: merchants })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(merchants, eq(merchants.id, users.merchantId));

/** The user a session, a one-time token or an identity link names. */
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

/** Every store of the merchant, deleted or not, by id. */
export async function merchantStores(db: TDb, scope: TMerchantScope): Promise<TStoreRow[]> {
  return db.select().from(stores).where(ofMerchant(stores, scope)).orderBy(stores.id);
}

/** Stores of the merchant assigned to the user, deleted or not, by id. */
export async function assignedStores(db: TDb, scope: TMerchantScope, userId: number): Promise<TStoreRow[]> {
  const rows = await db
    .select({ store: stores })
    .from(userStores)
    .innerJoin(stores, and(eq(stores.id, userStores.storeId), ofMerchant(stores, scope)))
    .where(and(eq(userStores.userId, userId), ofMerchant(userStores, scope)))
    .orderBy(stores.id);
  return rows.map((r) => r.store);
}

/** The active features of the user's own role (admin and partner roles belong to no merchant). */
export async function activeFeatureIds(db: TDb, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roleFeatures.featureId })
    .from(roleFeatures)
    .where(and(eq(roleFeatures.roleId, roleId), eq(roleFeatures.isActive, true)));
  return rows.map((r) => r.id);
}

/** The latest agreement when the merchant has not accepted it, else null. */
export async function pendingEula(db: TDb, scope: TMerchantScope): Promise<{ id: number; fileName: string } | null> {
  const [latest] = await db.select().from(eulas).orderBy(desc(eulas.id)).limit(1);
  if (!latest) return null;
  const [accepted] = await db
    .select({ n: count() })
    .from(merchantEulaHistory)
    .where(and(ofMerchant(merchantEulaHistory, scope), eq(merchantEulaHistory.eulaId, latest.id)));
  return accepted && accepted.n > 0 ? null : latest;
}

import { randomBytes } from 'node:crypto';
import { RESELLER } from '@mp/contracts/access/resellers';
import { EXCLUSIVE_FEATURE_ID } from '@mp/contracts/access/role-matrix';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { merchantEulaHistory, merchants, roles, stores, users, userStores } from '../../db/schema.ts';
import { companyScope, merchantScope, storeScope } from '../../db/tenant.ts';
import { USER } from '../../demo/ids.ts';
import { LATEST_EULA } from '../../demo/seed.ts';

/**
 * Rows a test owns: a test that changes data makes its own merchant, stores and users here instead of relying on the
 * shared demo rows and on which test ran before it. Ids come from the identity columns (100000 and up), so they never
 * meet a demo id; names carry a random suffix, so two tests (or two runs on one database) never collide.
 */
const suffix = () => randomBytes(4).toString('hex');

/** Every factory user signs in with the demo password (the hash is the demo users', copied rather than recomputed). */
async function demoPasswordHash(db: TDb): Promise<string> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, USER.store));
  if (!row) throw new Error('factories need the seeded demo data');
  return row.hash;
}

export type TMerchantFixture = {
  merchantId: number;
  name: string;
  storeIds: number[];
  /** The merchant's roles by name; Owner and Manager have every feature but the exclusive 132, as in the demo. */
  roleIds: { Owner: number; Manager: number; Cashier: number };
  merchant: ReturnType<typeof merchantScope>;
  company: ReturnType<typeof companyScope>;
  store: (index?: number) => ReturnType<typeof storeScope>;
};

/**
 * A live merchant with `storeCount` stores, its three standard roles, and the current licence agreement accepted
 * (unless `eulaAccepted` is false: its users then meet the agreement at sign-in).
 */
export async function createMerchant(
  db: TDb,
  options: {
    name?: string;
    storeCount?: number;
    resellerId?: number;
    timeZone?: string;
    /** Per store, overriding timeZone. */
    timeZones?: string[];
    eulaAccepted?: boolean;
  } = {},
): Promise<TMerchantFixture> {
  const name = options.name ?? `Test Merchant ${suffix()}`;
  const [merchant] = await db
    .insert(merchants)
    .values({ name, resellerId: options.resellerId ?? RESELLER.provider, productMode: 2, isCompany: true })
    .returning({ id: merchants.id });
  const merchantId = merchant!.id;
  const storeRows = await db
    .insert(stores)
    .values(
      Array.from({ length: options.storeCount ?? 1 }, (_, i) => ({
        merchantId,
        code: `T${merchantId}-${i + 1}`,
        name: `${name} Store ${i + 1}`,
        timeZone: options.timeZones?.[i] ?? options.timeZone ?? 'America/New_York',
      })),
    )
    .returning({ id: stores.id });
  const roleRows = await db
    .insert(roles)
    .values([
      { merchantId, name: 'Owner', rank: '1', mayUpdatePayment: true },
      { merchantId, name: 'Manager', rank: '2' },
      { merchantId, name: 'Cashier', rank: '3' },
    ])
    .returning({ id: roles.id, name: roles.name });
  const roleIds = Object.fromEntries(roleRows.map((r) => [r.name, r.id])) as TMerchantFixture['roleIds'];
  await db.execute(sql`
    insert into role_features (merchant_id, role_id, feature_id, is_active)
    select ${merchantId}, r.id, f.id, true from roles r cross join features f
     where r.merchant_id = ${merchantId} and r.name in ('Owner', 'Manager') and f.id <> ${EXCLUSIVE_FEATURE_ID}`);
  if (options.eulaAccepted ?? true)
    await db.insert(merchantEulaHistory).values({ merchantId, eulaId: LATEST_EULA.id, userId: null });
  const storeIds = storeRows.map((s) => s.id);
  return {
    merchantId,
    name,
    storeIds,
    roleIds,
    merchant: merchantScope(merchantId),
    company: companyScope(merchantId),
    store: (index = 0) => storeScope(merchantId, storeIds[index]!),
  };
}

export type TUserFixture = { userId: number; userName: string };

/**
 * A user of the merchant who signs in with the demo password: a store user of the given stores (default: the first),
 * or a company user who sees them all; a single-sign-on user, or one whose next sign-in must change the password.
 * Their address is `<userName>@test.example`.
 */
export async function createUser(
  db: TDb,
  merchant: TMerchantFixture,
  options: {
    role?: keyof TMerchantFixture['roleIds'];
    storeIds?: number[];
    isCompanyUser?: boolean;
    isSsoUser?: boolean;
    resetPassword?: boolean;
  } = {},
): Promise<TUserFixture> {
  const userName = `test-${suffix()}`;
  const [user] = await db
    .insert(users)
    .values({
      userName,
      email: `${userName}@test.example`,
      passwordHash: await demoPasswordHash(db),
      merchantId: merchant.merchantId,
      resellerId: RESELLER.provider,
      roleId: merchant.roleIds[options.role ?? 'Owner'],
      isCompanyUser: options.isCompanyUser ?? false,
      isSsoUser: options.isSsoUser ?? false,
      resetPassword: options.resetPassword ?? false,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  const storeIds = options.isCompanyUser ? [] : (options.storeIds ?? merchant.storeIds.slice(0, 1));
  if (storeIds.length > 0)
    await db
      .insert(userStores)
      .values(storeIds.map((storeId) => ({ merchantId: merchant.merchantId, userId, storeId })));
  return { userId, userName };
}

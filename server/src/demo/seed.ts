import { SILVER_ROLES } from '@mp/contracts/access/roles';
import { REPORT_ONLY_FEATURE_IDS } from '@mp/contracts/access/login-flow';
import { RESELLER } from '@mp/contracts/access/resellers';
import { count, sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import {
  eulas,
  features,
  merchantEulaHistory,
  merchants,
  resellers,
  roles,
  stores,
  users,
  userStores,
} from '../db/schema.ts';
import { featureRows } from '../modules/job-code/feature-catalog.ts';
import { hashPassword } from '../modules/user/password-hash.ts';
import { seedDiscounts } from './seed-discounts.ts';
import { seedLoyalty } from './seed-loyalty.ts';
import { seedMenu } from './seed-menu.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedSession } from './seed-session.ts';
import { seedSso } from './seed-sso.ts';
import { seedTickets } from './seed-tickets.ts';
import { seedUserRoles } from './seed-user-roles.ts';

export const DEMO_PASSWORD = 'Portal#2026';
export const LATEST_EULA = { id: 1, fileName: 'license-agreement.html' } as const;

type TMerchant = typeof merchants.$inferInsert;
type TStore = typeof stores.$inferInsert;
type TUser = Omit<typeof users.$inferInsert, 'passwordHash' | 'email' | 'posUserId'> & { stores?: number[] };

const providerRoleId = (name: (typeof SILVER_ROLES)[number]) => SILVER_ROLES.indexOf(name) + 1;
/** Merchant roles get ids merchantId * 10 + n so the demo is deterministic. */
const MERCHANT_ROLES = [
  { n: 1, name: 'Owner', rank: '1', mayUpdatePayment: true },
  { n: 2, name: 'Manager', rank: '2', mayUpdatePayment: false },
  { n: 3, name: 'Cashier', rank: '3', mayUpdatePayment: false },
  { n: 4, name: 'No Access', rank: '3', mayUpdatePayment: false },
  { n: 5, name: 'Reports Viewer', rank: '3', mayUpdatePayment: false },
] as const;
const roleOf = (merchantId: number, name: (typeof MERCHANT_ROLES)[number]['name']) =>
  merchantId * 10 + MERCHANT_ROLES.find((r) => r.name === name)!.n;

const NAMED_MERCHANTS: (TMerchant & { stores: Omit<TStore, 'merchantId' | 'code'>[] })[] = [
  {
    id: 1001,
    resellerId: RESELLER.provider,
    name: 'Demo Bistro Group',
    isCompany: true,
    isTableService: true,
    experienceMode: 2,
    productType: 2,
    productMode: 2,
    firstRunFlag: true,
    stores: [
      { id: 2001, name: 'Bistro Downtown', address: '1 Main Street', hasFirstRun: true },
      { id: 2002, name: 'Bistro Riverside', address: '20 River Road', hasFirstRun: false },
      { id: 2003, name: 'Bistro Old Town', address: '3 Old Square', isDeleted: true },
    ],
  },
  {
    id: 1002,
    resellerId: RESELLER.provider,
    name: 'Corner Cafe',
    productMode: 2,
    experienceMode: 1,
    stores: [{ id: 2101, name: 'Corner Cafe' }],
  },
  {
    id: 1003,
    resellerId: RESELLER.bank,
    name: 'Harbor Bank Deli',
    productMode: 1,
    stores: [{ id: 2201, name: 'Harbor Bank Deli' }],
  },
  {
    id: 1004,
    resellerId: RESELLER.provider,
    name: 'Sunrise Diner',
    productMode: 1,
    stores: [{ id: 2301, name: 'Sunrise Diner' }],
  },
  {
    id: 1005,
    resellerId: RESELLER.processor,
    name: 'Closed Kitchen',
    status: 3,
    productMode: 2,
    stores: [{ id: 2401, name: 'Closed Kitchen' }],
  },
  {
    id: 1006,
    resellerId: RESELLER.provider,
    name: 'Paused Pizza',
    productMode: 2,
    stores: [{ id: 2501, name: 'Paused Pizza', statusCode: 5 }],
  },
  {
    id: 1007,
    resellerId: RESELLER.provider,
    name: 'Late Payment Tacos',
    productMode: 2,
    billingInfo: 'Visa ending 4242',
    stores: [{ id: 2601, name: 'Late Payment Tacos', pastDueDays: -3 }],
  },
  {
    id: 1008,
    resellerId: RESELLER.provider,
    name: 'Agreement Pending Bakery',
    productMode: 2,
    stores: [{ id: 2701, name: 'Agreement Pending Bakery' }],
  },
  {
    id: 1009,
    resellerId: RESELLER.processor,
    name: 'Processor Pub',
    productMode: 2,
    stores: [
      { id: 2901, name: 'Processor Pub North' },
      { id: 2902, name: 'Processor Pub South' },
    ],
  },
  {
    // Past due but not yet overdue, and asked to update its payment method (spec 1 §4 rules 4 and 7).
    id: 1100,
    resellerId: RESELLER.provider,
    name: 'Due Soon Grill',
    productMode: 2,
    billingInfo: 'Mastercard ending 5454',
    isPaymentRequired: true,
    stores: [{ id: 2801, name: 'Due Soon Grill', pastDueDays: 5 }],
  },
];
const AGREEMENT_PENDING_MERCHANT = 1008;
export const GENERATED_MERCHANTS = 40;

const generatedMerchants = () =>
  Array.from({ length: GENERATED_MERCHANTS }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    const id = 1010 + i;
    return {
      id,
      resellerId: RESELLER.provider,
      name: `Sample Merchant ${n}`,
      productMode: 2,
      isCompany: i % 3 === 2,
      stores: Array.from({ length: (i % 3) + 1 }, (_, k) => ({
        id: 3000 + i * 10 + k,
        name: `Sample ${n} Store ${k + 1}`,
      })),
    };
  });

const DEMO_USERS: TUser[] = [
  {
    id: 1,
    userName: 'admin',
    resellerId: RESELLER.provider,
    roleId: providerRoleId('Silver Admin'),
    isAdminUser: true,
  },
  {
    id: 2,
    userName: 'support',
    resellerId: RESELLER.provider,
    roleId: providerRoleId('Silver Support'),
    isAdminUser: true,
  },
  {
    id: 3,
    userName: 'partner',
    resellerId: RESELLER.processor,
    roleId: providerRoleId('Silver Partner'),
    isSilverPartner: true,
  },
  {
    id: 4,
    userName: 'merchantadmin',
    resellerId: RESELLER.provider,
    merchantId: 1001,
    roleId: providerRoleId('Silver Merchant Admin'),
    isMerchantAdminUser: true,
  },
  {
    id: 5,
    userName: 'company',
    merchantId: 1001,
    roleId: roleOf(1001, 'Owner'),
    isCompanyUser: true,
    resellerId: RESELLER.provider,
  },
  {
    id: 6,
    userName: 'store',
    merchantId: 1002,
    roleId: roleOf(1002, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [2101],
  },
  {
    id: 7,
    userName: 'bankstore',
    merchantId: 1003,
    roleId: roleOf(1003, 'Owner'),
    resellerId: RESELLER.bank,
    stores: [2201],
  },
  {
    id: 8,
    userName: 'spre',
    merchantId: 1004,
    roleId: roleOf(1004, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [2301],
  },
  {
    id: 9,
    userName: 'deactivated',
    merchantId: 1005,
    roleId: roleOf(1005, 'Owner'),
    resellerId: RESELLER.processor,
    stores: [2401],
  },
  {
    id: 10,
    userName: 'suspended',
    merchantId: 1006,
    roleId: roleOf(1006, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [2501],
  },
  {
    id: 11,
    userName: 'pastdue',
    merchantId: 1007,
    roleId: roleOf(1007, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [2601],
  },
  {
    id: 12,
    userName: 'notapproved',
    merchantId: 1002,
    roleId: roleOf(1002, 'Cashier'),
    resellerId: RESELLER.provider,
    isApproved: false,
    stores: [2101],
  },
  {
    id: 13,
    userName: 'nofeature',
    merchantId: 1002,
    roleId: roleOf(1002, 'No Access'),
    resellerId: RESELLER.provider,
    stores: [2101],
  },
  {
    id: 14,
    userName: 'eula',
    merchantId: 1008,
    roleId: roleOf(1008, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [2701],
  },
  {
    id: 15,
    userName: 'closedstore',
    merchantId: 1001,
    roleId: roleOf(1001, 'Manager'),
    resellerId: RESELLER.provider,
    stores: [2003],
  },
  {
    id: 16,
    userName: 'resetpw',
    merchantId: 1002,
    roleId: roleOf(1002, 'Cashier'),
    resellerId: RESELLER.provider,
    resetPassword: true,
    stores: [2101],
  },
  {
    id: 17,
    userName: 'lockme',
    merchantId: 1002,
    roleId: roleOf(1002, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [2101],
  },
  {
    id: 18,
    userName: 'forgetful',
    merchantId: 1002,
    roleId: roleOf(1002, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [2101],
  },
  {
    id: 19,
    userName: 'changeme',
    merchantId: 1002,
    roleId: roleOf(1002, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [2101],
  },
  {
    id: 20,
    userName: 'reports',
    merchantId: 1002,
    roleId: roleOf(1002, 'Reports Viewer'),
    resellerId: RESELLER.provider,
    stores: [2101],
  },
  // May update the payment method: Skip and Update payment.
  {
    id: 21,
    userName: 'duesoon',
    merchantId: 1100,
    roleId: roleOf(1100, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [2801],
  },
  // May not: only Ok.
  {
    id: 22,
    userName: 'duesooncashier',
    merchantId: 1100,
    roleId: roleOf(1100, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [2801],
  },
];

const TABLES = [
  'sso_revoked_tokens',
  'sso_identities',
  'feature_flag_values',
  'notifications',
  'sessions',
  'password_reset_tokens',
  'merchant_eula_history',
  'user_stores',
  'users',
  'role_features',
  'roles',
  'features',
  'eulas',
  'stores',
  'merchants',
  'resellers',
] as const;

export async function hasDemoData(db: TDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the demo data set (deterministic ids, every user's password DEMO_PASSWORD) when the database holds no
 * merchants, or after truncating everything when `reset` is set. Refuses in production.
 */
export async function seedDemo(db: TDb, options: { nodeEnv: string; reset?: boolean }): Promise<'seeded' | 'skipped'> {
  if (options.nodeEnv === 'production') throw new Error('Refusing to write demo data when NODE_ENV=production.');
  if (options.reset) await db.execute(sql.raw(`truncate table ${TABLES.join(', ')} restart identity cascade`));
  else if (await hasDemoData(db)) return 'skipped';

  // argon2 is deliberately slow: one hash serves every demo user.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const allMerchants = [...NAMED_MERCHANTS, ...generatedMerchants()];

  await db.transaction(async (tx) => {
    await tx.insert(resellers).values([
      { id: RESELLER.provider, name: 'Silver', essentialsUrl: 'https://essentials.example.com' },
      { id: RESELLER.bank, name: 'First Community Bank' },
      { id: RESELLER.processor, name: 'Payment Processing Co', essentialsUrl: 'https://essentials.example.com' },
      { id: RESELLER.paymentCompany, name: 'PayCo', essentialsUrl: 'https://essentials.example.com' },
    ]);
    await tx.insert(eulas).values(LATEST_EULA);
    await tx.insert(features).values(featureRows());
    await tx.insert(merchants).values(allMerchants.map(({ stores: _stores, ...m }) => m));
    await tx
      .insert(stores)
      .values(
        allMerchants.flatMap((m) =>
          m.stores.map((s) => ({ ...s, merchantId: m.id!, code: `S${s.id}`, siteId: `site-${s.id}` })),
        ),
      );
    await tx.insert(roles).values([
      ...SILVER_ROLES.map((name) => ({ id: providerRoleId(name), merchantId: null, name, rank: '' })),
      ...NAMED_MERCHANTS.flatMap((m) =>
        MERCHANT_ROLES.map((r) => ({
          id: m.id! * 10 + r.n,
          merchantId: m.id!,
          name: r.name,
          rank: r.rank,
          mayUpdatePayment: r.mayUpdatePayment,
        })),
      ),
    ]);
    // Back-office features (types 3 and 171) only: every role gets all of them except 'No Access' (none, error F)
    // and 'Reports Viewer', which lacks the report-only ids, so they appear in its featureIds and it lands on My Store.
    // POS job roles get their POS features from seedUserRoles.
    const reportOnly = sql.raw(REPORT_ONLY_FEATURE_IDS.join(', '));
    await tx.execute(sql`
      insert into role_features (merchant_id, role_id, feature_id, is_active)
      select r.merchant_id, r.id, f.id,
             case r.name when 'No Access' then false
                         when 'Reports Viewer' then f.id not in (${reportOnly})
                         else true end
        from roles r cross join features f
       where f.type in (3, 171)`);
    await tx
      .insert(merchantEulaHistory)
      .values(
        allMerchants
          .filter((m) => m.id !== AGREEMENT_PENDING_MERCHANT)
          .map((m) => ({ merchantId: m.id!, eulaId: LATEST_EULA.id, userId: null })),
      );
    await tx.insert(users).values(
      DEMO_USERS.map(({ stores: _stores, ...u }) => ({
        ...u,
        email: `${u.userName}@demo.test`,
        posUserId: 500 + u.id!,
        passwordHash,
      })),
    );
    await tx
      .insert(userStores)
      .values(
        DEMO_USERS.flatMap((u) =>
          (u.stores ?? []).map((storeId) => ({ merchantId: u.merchantId!, userId: u.id!, storeId })),
        ),
      );
    await seedUserRoles(tx, passwordHash);
    await seedSession(tx, passwordHash);
    await seedSso(tx, passwordHash);
    await seedNotifications(tx, passwordHash);
    // Domain demo data, one line per domain (menu first: discounts, tier prices and tickets use its items).
    await seedMenu(tx);
    await seedDiscounts(tx);
    await seedLoyalty(tx);
    await seedTickets(tx);
  });
  return 'seeded';
}

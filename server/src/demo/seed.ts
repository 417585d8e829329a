import { SILVER_ROLES } from '@mp/contracts/access/roles';
import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { REPORT_ONLY_FEATURE_IDS } from '@mp/contracts/access/login-flow';
import { RESELLER } from '@mp/contracts/access/resellers';
import { EXCLUSIVE_FEATURE_ID } from '@mp/contracts/access/role-matrix';
import { FEATURE_TYPE } from '@mp/contracts/user-roles';
import { count, sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { ROLLUP_TABLES } from '../db/rollups.ts';
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
import { seedCompanyInformation } from './seed-company-information.ts';
import { seedStoreOptions } from './seed-store-options.ts';
import { seedStoreConfiguration } from './seed-store-configuration.ts';
import { seedImageManager } from './seed-image-manager.ts';
import { seedOnlineOrdering } from './seed-online-ordering.ts';
import { seedOoCapacity } from './seed-oo-capacity.ts';
import { seedOnlineOrderingSites } from './seed-oo-sites.ts';
import { seedOoOrders } from './seed-oo-orders.ts';
import { seedOoHours } from './seed-oo-hours.ts';
import { seedOoMenuSettings } from './seed-oo-menu-settings.ts';
import { seedOoBranding } from './seed-oo-branding.ts';
import { seedOoPrivacy } from './seed-oo-privacy.ts';
import { seedOoFees } from './seed-oo-fees.ts';
import { seedOoSiteBranding } from './seed-oo-site-branding.ts';
import { featureRows } from '../modules/job-code/feature-catalog.ts';
import { GENERATED_MERCHANT, MERCHANT, posUserIdOf, roleIdOf, STORE, type TMerchantRoleName, USER } from './ids.ts';
import { hashPassword } from '../shared/passwords/password-hash.ts';
import { seedChangeLog } from './seed-change-log.ts';
import { seedPromotions } from './seed-promotions.ts';
import { seedRestrictions } from './seed-restrictions.ts';
import { seedDiscounts } from './seed-discounts.ts';
import { seedEmployees } from './seed-employees.ts';
import { seedLoyalty } from './seed-loyalty.ts';
import { seedMenu } from './seed-menu.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedPosMessages } from './seed-pos-messages.ts';
import { seedRevenueCenters } from './seed-revenue-centers.ts';
import { seedSession } from './seed-session.ts';
import { seedSso } from './seed-sso.ts';
import { seedTickets } from './seed-tickets.ts';
import { seedSecurityControls } from './seed-security-controls.ts';
import { seedUserRoles } from './seed-user-roles.ts';

export const DEMO_PASSWORD = 'Portal#2026';
export const LATEST_EULA = { id: 1, fileName: 'license-agreement.html' } as const;

type TMerchant = typeof merchants.$inferInsert;
type TStore = typeof stores.$inferInsert;
type TUser = Omit<typeof users.$inferInsert, 'passwordHash' | 'email' | 'posUserId'> & { stores?: number[] };

const providerRoleId = (name: (typeof SILVER_ROLES)[number]) => SILVER_ROLES.indexOf(name) + 1;
/** Every named merchant's roles (ids from roleIdOf, so the demo is deterministic). */
const MERCHANT_ROLES: readonly {
  name: TMerchantRoleName;
  rank: string;
  mayUpdatePayment: boolean;
  /** Owners, managers and cashiers work the register too; the other two are back office only. */
  isPosUser: boolean;
}[] = [
  { name: 'Owner', rank: '1', mayUpdatePayment: true, isPosUser: true },
  { name: 'Manager', rank: '2', mayUpdatePayment: false, isPosUser: true },
  { name: 'Cashier', rank: '3', mayUpdatePayment: false, isPosUser: true },
  { name: 'No Access', rank: '3', mayUpdatePayment: false, isPosUser: false },
  { name: 'Reports Viewer', rank: '3', mayUpdatePayment: false, isPosUser: false },
];

// The contact the how-to-pay page names for the past-due demo merchants (portal data customerCare).
const PROVIDER_CUSTOMER_CARE = 'Silver customer care: 1-800-555-0142 or billing@silver.example';

const NAMED_MERCHANTS: (TMerchant & { stores: Omit<TStore, 'merchantId' | 'code'>[] })[] = [
  {
    id: MERCHANT.demoBistro,
    resellerId: RESELLER.provider,
    name: 'Demo Bistro Group',
    isCompany: true,
    isTableService: true,
    experienceMode: 2,
    productType: 2,
    productMode: 2,
    firstRunFlag: true,
    stores: [
      { id: STORE.bistroDowntown, name: 'Bistro Downtown', address: '1 Main Street', hasFirstRun: true },
      { id: STORE.bistroRiverside, name: 'Bistro Riverside', address: '20 River Road', hasFirstRun: false },
      { id: STORE.bistroOldTown, name: 'Bistro Old Town', address: '3 Old Square', isDeleted: true },
    ],
  },
  {
    id: MERCHANT.cornerCafe,
    resellerId: RESELLER.provider,
    name: 'Corner Cafe',
    productMode: 2,
    experienceMode: 1,
    stores: [{ id: STORE.cornerCafe, name: 'Corner Cafe' }],
  },
  {
    id: MERCHANT.harborBankDeli,
    resellerId: RESELLER.bank,
    name: 'Harbor Bank Deli',
    productMode: 1,
    stores: [{ id: STORE.harborBankDeli, name: 'Harbor Bank Deli' }],
  },
  {
    id: MERCHANT.sunriseDiner,
    resellerId: RESELLER.provider,
    name: 'Sunrise Diner',
    productMode: 1,
    stores: [{ id: STORE.sunriseDiner, name: 'Sunrise Diner' }],
  },
  {
    id: MERCHANT.closedKitchen,
    resellerId: RESELLER.processor,
    name: 'Closed Kitchen',
    status: 3,
    productMode: 2,
    stores: [{ id: STORE.closedKitchen, name: 'Closed Kitchen' }],
  },
  {
    id: MERCHANT.pausedPizza,
    resellerId: RESELLER.provider,
    name: 'Paused Pizza',
    productMode: 2,
    stores: [{ id: STORE.pausedPizza, name: 'Paused Pizza', statusCode: 5 }],
  },
  {
    id: MERCHANT.latePaymentTacos,
    resellerId: RESELLER.provider,
    name: 'Late Payment Tacos',
    productMode: 2,
    billingInfo: 'Visa ending 4242',
    customerCare: PROVIDER_CUSTOMER_CARE,
    stores: [{ id: STORE.latePaymentTacos, name: 'Late Payment Tacos', pastDueDays: -3 }],
  },
  {
    id: MERCHANT.agreementPendingBakery,
    resellerId: RESELLER.provider,
    name: 'Agreement Pending Bakery',
    productMode: 2,
    stores: [{ id: STORE.agreementPendingBakery, name: 'Agreement Pending Bakery' }],
  },
  {
    id: MERCHANT.processorPub,
    resellerId: RESELLER.processor,
    name: 'Processor Pub',
    productMode: 2,
    stores: [
      { id: STORE.processorPubNorth, name: 'Processor Pub North' },
      { id: STORE.processorPubSouth, name: 'Processor Pub South' },
    ],
  },
  {
    // Past due but not yet overdue, and asked to update its payment method (spec 1 §4 rules 4 and 7).
    id: MERCHANT.dueSoonGrill,
    resellerId: RESELLER.provider,
    name: 'Due Soon Grill',
    productMode: 2,
    billingInfo: 'Mastercard ending 5454',
    customerCare: PROVIDER_CUSTOMER_CARE,
    isPaymentRequired: true,
    stores: [{ id: STORE.dueSoonGrill, name: 'Due Soon Grill', pastDueDays: 5 }],
  },
];
const AGREEMENT_PENDING_MERCHANT = MERCHANT.agreementPendingBakery;
const generatedMerchants = () =>
  Array.from({ length: GENERATED_MERCHANT.count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    const id = GENERATED_MERCHANT.idOf(i);
    return {
      id,
      resellerId: RESELLER.provider,
      name: `Sample Merchant ${n}`,
      productMode: 2,
      isCompany: i % 3 === 2,
      stores: Array.from({ length: GENERATED_MERCHANT.storeCountOf(i) }, (_, k) => ({
        id: GENERATED_MERCHANT.storeIdOf(i, k),
        name: `Sample ${n} Store ${k + 1}`,
      })),
    };
  });

const DEMO_USERS: TUser[] = [
  {
    id: USER.admin,
    userName: 'admin',
    resellerId: RESELLER.provider,
    roleId: providerRoleId('Silver Admin'),
    isAdminUser: true,
  },
  {
    id: USER.support,
    userName: 'support',
    resellerId: RESELLER.provider,
    roleId: providerRoleId('Silver Support'),
    isAdminUser: true,
  },
  {
    id: USER.partner,
    userName: 'partner',
    resellerId: RESELLER.processor,
    roleId: providerRoleId('Silver Partner'),
    isSilverPartner: true,
  },
  {
    id: USER.merchantadmin,
    userName: 'merchantadmin',
    resellerId: RESELLER.provider,
    merchantId: MERCHANT.demoBistro,
    roleId: providerRoleId('Silver Merchant Admin'),
    isMerchantAdminUser: true,
  },
  {
    id: USER.company,
    userName: 'company',
    merchantId: MERCHANT.demoBistro,
    roleId: roleIdOf(MERCHANT.demoBistro, 'Owner'),
    isCompanyUser: true,
    resellerId: RESELLER.provider,
  },
  {
    id: USER.store,
    userName: 'store',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [STORE.cornerCafe],
  },
  {
    id: USER.bankstore,
    userName: 'bankstore',
    merchantId: MERCHANT.harborBankDeli,
    roleId: roleIdOf(MERCHANT.harborBankDeli, 'Owner'),
    resellerId: RESELLER.bank,
    stores: [STORE.harborBankDeli],
  },
  {
    id: USER.spre,
    userName: 'spre',
    merchantId: MERCHANT.sunriseDiner,
    roleId: roleIdOf(MERCHANT.sunriseDiner, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [STORE.sunriseDiner],
  },
  {
    id: USER.deactivated,
    userName: 'deactivated',
    merchantId: MERCHANT.closedKitchen,
    roleId: roleIdOf(MERCHANT.closedKitchen, 'Owner'),
    resellerId: RESELLER.processor,
    stores: [STORE.closedKitchen],
  },
  {
    id: USER.suspended,
    userName: 'suspended',
    merchantId: MERCHANT.pausedPizza,
    roleId: roleIdOf(MERCHANT.pausedPizza, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [STORE.pausedPizza],
  },
  {
    id: USER.pastdue,
    userName: 'pastdue',
    merchantId: MERCHANT.latePaymentTacos,
    roleId: roleIdOf(MERCHANT.latePaymentTacos, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [STORE.latePaymentTacos],
  },
  {
    id: USER.notapproved,
    userName: 'notapproved',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Cashier'),
    resellerId: RESELLER.provider,
    isApproved: false,
    stores: [STORE.cornerCafe],
  },
  {
    id: USER.nofeature,
    userName: 'nofeature',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'No Access'),
    resellerId: RESELLER.provider,
    stores: [STORE.cornerCafe],
  },
  {
    id: USER.eula,
    userName: 'eula',
    merchantId: MERCHANT.agreementPendingBakery,
    roleId: roleIdOf(MERCHANT.agreementPendingBakery, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [STORE.agreementPendingBakery],
  },
  {
    id: USER.closedstore,
    userName: 'closedstore',
    merchantId: MERCHANT.demoBistro,
    roleId: roleIdOf(MERCHANT.demoBistro, 'Manager'),
    resellerId: RESELLER.provider,
    stores: [STORE.bistroOldTown],
  },
  {
    id: USER.resetpw,
    userName: 'resetpw',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Cashier'),
    resellerId: RESELLER.provider,
    resetPassword: true,
    stores: [STORE.cornerCafe],
  },
  {
    id: USER.lockme,
    userName: 'lockme',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [STORE.cornerCafe],
  },
  {
    id: USER.forgetful,
    userName: 'forgetful',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [STORE.cornerCafe],
  },
  {
    id: USER.changeme,
    userName: 'changeme',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [STORE.cornerCafe],
  },
  {
    id: USER.reports,
    userName: 'reports',
    merchantId: MERCHANT.cornerCafe,
    roleId: roleIdOf(MERCHANT.cornerCafe, 'Reports Viewer'),
    resellerId: RESELLER.provider,
    stores: [STORE.cornerCafe],
  },
  // May update the payment method: Skip and Update payment.
  {
    id: USER.duesoon,
    userName: 'duesoon',
    merchantId: MERCHANT.dueSoonGrill,
    roleId: roleIdOf(MERCHANT.dueSoonGrill, 'Owner'),
    resellerId: RESELLER.provider,
    stores: [STORE.dueSoonGrill],
  },
  // May not: only Ok.
  {
    id: USER.duesooncashier,
    userName: 'duesooncashier',
    merchantId: MERCHANT.dueSoonGrill,
    roleId: roleIdOf(MERCHANT.dueSoonGrill, 'Cashier'),
    resellerId: RESELLER.provider,
    stores: [STORE.dueSoonGrill],
  },
];

const TABLES = [
  'sso_revoked_tokens',
  'sso_identities',
  'feature_flag_values',
  'notifications',
  'sessions',
  'password_reset_tokens',
  'unknown_sign_ins',
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
  // The rollups carry no foreign key the cascade could follow.
  if (options.reset)
    await db.execute(sql.raw(`truncate table ${[...TABLES, ...ROLLUP_TABLES].join(', ')} restart identity cascade`));
  else if (await hasDemoData(db)) return 'skipped';

  // argon2 is deliberately slow: one hash serves every demo user.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const allMerchants = [...NAMED_MERCHANTS, ...generatedMerchants()];

  await db.transaction(async (tx) => {
    await tx.insert(resellers).values([
      {
        id: RESELLER.provider,
        name: 'Silver',
        essentialsUrl: 'https://essentials.example.com',
        // The demo's manager-platform merchants (Demo Bistro Group) link to it from the employee screens.
        managerPlatformUrl: 'https://manager.example.com/login',
        billingPhone: '+1 800 555 0142',
        billingEmail: 'billing@silver.example.com',
        billingUrl: 'https://billing.silver.example.com',
      },
      // The bank bills through its branches: a phone number only.
      { id: RESELLER.bank, name: 'First Community Bank', billingPhone: '+1 800 555 0177' },
      {
        id: RESELLER.processor,
        name: 'Payment Processing Co',
        essentialsUrl: 'https://essentials.example.com',
        billingEmail: 'accounts@processing.example.com',
      },
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
          id: roleIdOf(m.id!, r.name),
          merchantId: m.id!,
          name: r.name,
          rank: r.rank,
          mayUpdatePayment: r.mayUpdatePayment,
          isPosUser: r.isPosUser,
        })),
      ),
    ]);
    // Back-office features (types 3 and 171): every role gets all of them except 'No Access' (none, error F) and
    // 'Reports Viewer', which lacks the report-only ids, so they appear in its featureIds and it lands on My Store.
    // Owner and Manager also hold the POS features, so they may give them to the job roles (a user grants only what
    // their own role has, issue 13 §5); not 132, which excludes its siblings on one role. POS job roles get their
    // POS features from seedUserRoles.
    // It lacks the edit rights too (Company information, Online ordering): a viewer opens those pages read-only.
    const reportOnly = sql.raw([...REPORT_ONLY_FEATURE_IDS, ...Object.values(EDIT_FEATURE_ID)].join(', '));
    await tx.execute(sql`
      insert into role_features (merchant_id, role_id, feature_id, is_active)
      select r.merchant_id, r.id, f.id,
             case r.name when 'No Access' then false
                         when 'Reports Viewer' then f.id not in (${reportOnly})
                         else true end
        from roles r cross join features f
       where f.type in (3, 171)
          or (f.type = ${FEATURE_TYPE.pos} and f.id <> ${EXCLUSIVE_FEATURE_ID} and r.name in ('Owner', 'Manager'))`);
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
        posUserId: posUserIdOf(u.id!),
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
    await seedRestrictions(tx);
    await seedPromotions(tx);
    await seedLoyalty(tx);
    await seedTickets(tx);
    await seedEmployees(tx);
    await seedChangeLog(tx);
    await seedPosMessages(tx);
    await seedSecurityControls(tx);
    await seedCompanyInformation(tx);
    await seedStoreOptions(tx);
    await seedStoreConfiguration(tx);
    await seedRevenueCenters(tx);
    await seedImageManager(tx);
    await seedOnlineOrdering(tx);
    await seedOoCapacity(tx);
    await seedOnlineOrderingSites(tx);
    await seedOoOrders(tx);
    await seedOoHours(tx);
    await seedOoPrivacy(tx);
    await seedOoMenuSettings(tx);
    await seedOoFees(tx);
    await seedOoBranding(tx);
    await seedOoSiteBranding(tx);
  });
  // Fresh statistics for the planner: autovacuum would take them a minute later, and until then a prepared
  // statement's generic plan is built on an empty table's estimates.
  await db.execute(sql`analyze`);
  return 'seeded';
}

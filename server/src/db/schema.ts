import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const resellers = pgTable('resellers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  essentialsUrl: text('essentials_url').notNull().default(''),
  /** Where its merchants pay their subscription (How to pay, issue 14 §3); '' when the reseller gave none. */
  billingPhone: text('billing_phone').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  billingUrl: text('billing_url').notNull().default(''),
  /** Sign-in page of the separate manager platform (ASM) its merchants keep employees on; '' when it has none. */
  managerPlatformUrl: text('manager_platform_url').notNull().default(''),
});

export const merchants = pgTable(
  'merchants',
  {
    // Ids are given explicitly by the demo data; later inserts draw from a range above it.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    name: text('name').notNull(),
    /** 1 Pending, 2 Active, 3 Inactive. */
    status: smallint('status').notNull().default(2),
    merchantType: smallint('merchant_type').notNull().default(1),
    productMode: smallint('product_mode').notNull().default(1),
    productType: smallint('product_type').notNull().default(2),
    isTableService: boolean('is_table_service').notNull().default(false),
    /** 1 quick service, 2 table service. */
    experienceMode: smallint('experience_mode').notNull().default(1),
    isCompany: boolean('is_company').notNull().default(false),
    culture: text('culture').notNull().default('en-US'),
    countryId: integer('country_id').notNull().default(840),
    timeoutMinutes: integer('timeout_minutes').notNull().default(40),
    firstRunFlag: boolean('first_run_flag').notNull().default(false),
    pastDueDays: integer('past_due_days'),
    billingInfo: text('billing_info'),
    customerCare: text('customer_care').notNull().default(''),
    creditGateway: integer('credit_gateway').notNull().default(0),
    isPaymentRequired: boolean('is_payment_required').notNull().default(false),
    isUpdatePaymentFeatureEnabled: boolean('is_update_payment_feature_enabled').notNull().default(true),
    featConfigurableRolePermissions: boolean('feat_configurable_role_permissions').notNull().default(false),
  },
  (t) => [index('merchants_reseller_idx').on(t.resellerId), index('merchants_name_idx').on(t.name)],
);

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    hasFirstRun: boolean('has_first_run').notNull().default(true),
    /** 1 active, 5 suspended. */
    statusCode: smallint('status_code').notNull().default(1),
    pastDueDays: integer('past_due_days'),
    siteId: text('site_id'),
    /** IANA time zone: ticket times are stored in UTC and shown, and business dates counted, in this zone. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
  },
  (t) => [index('stores_merchant_idx').on(t.merchantId)],
);

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    /** Null for the provider's Silver roles, which belong to no merchant. */
    merchantId: integer('merchant_id').references(() => merchants.id),
    name: text('name').notNull(),
    rank: text('rank').notNull().default(''),
    mayUpdatePayment: boolean('may_update_payment').notNull().default(false),
    laborRate: numeric('labor_rate', { precision: 12, scale: 2 }).notNull().default('0'),
    isBackOfficeUser: boolean('is_back_office_user').notNull().default(true),
    /** The role signs in on the POS (jobs, and back-office roles that also work the register). */
    isPosUser: boolean('is_pos_user').notNull().default(false),
    excludeFromLaborReportCalculations: boolean('exclude_from_labor_report_calculations').notNull().default(false),
    externalId: text('external_id'),
    /** Set for POS job roles synced with the separate manager platform; the matrix's POS tab shows only these. */
    asmJobId: text('asm_job_id'),
  },
  (t) => [index('roles_merchant_idx').on(t.merchantId)],
);

export const features = pgTable('features', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** 2 POS, 3 back office, 171 back office (manager platform). */
  type: smallint('type').notNull(),
  parentId: integer('parent_id'),
  /** 0 for a feature that has children (shown bold with '(All)'), 1 for a leaf. */
  leafLevel: smallint('leaf_level').notNull().default(1),
  /** Depth below the top of the tree, for indentation. */
  hierarchyLevel: smallint('hierarchy_level').notNull().default(0),
  mutuallyExclusiveGroupName: text('mutually_exclusive_group_name'),
  /** Display order within the matrix. */
  sortIndex: integer('sort_index').notNull().default(0),
});

export const roleFeatures = pgTable(
  'role_features',
  {
    merchantId: integer('merchant_id').references(() => merchants.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
    isActive: boolean('is_active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.featureId] })],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    userName: text('user_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    posUserId: integer('pos_user_id').notNull().default(0),
    isApproved: boolean('is_approved').notNull().default(true),
    isAdminUser: boolean('is_admin_user').notNull().default(false),
    isMerchantAdminUser: boolean('is_merchant_admin_user').notNull().default(false),
    isSilverPartner: boolean('is_silver_partner').notNull().default(false),
    isCompanyUser: boolean('is_company_user').notNull().default(false),
    isAccountManager: boolean('is_account_manager').notNull().default(false),
    resetPassword: boolean('reset_password').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    isSsoUser: boolean('is_sso_user').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_merchant_idx').on(t.merchantId),
  ],
);

export const userStores = pgTable(
  'user_stores',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export const eulas = pgTable('eulas', {
  id: integer('id').primaryKey(),
  fileName: text('file_name').notNull(),
});

export const merchantEulaHistory = pgTable(
  'merchant_eula_history',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    eulaId: integer('eula_id')
      .notNull()
      .references(() => eulas.id),
    userId: integer('user_id').references(() => users.id),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
  },
  (t) => [index('merchant_eula_history_merchant_idx').on(t.merchantId, t.eulaId)],
);

/**
 * Failed sign-ins under user names that do not exist, counted and locked like a user's, so that no answer tells an
 * existing name from an unknown one (spec 1 §9's L after the fifth failure included). Keyed by the name as typed,
 * trimmed and in lower case; a row idle for 30 days is dropped.
 */
export const unknownSignIns = pgTable('unknown_sign_ins', {
  nameKey: text('name_key').primaryKey(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: ts('locked_until'),
  lastAttemptAt: ts('last_attempt_at').notNull().defaultNow(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the token; the token itself only travels in the e-mail or the login result. */
    tokenHash: text('token_hash').notNull().unique(),
    /** 'reset' for the e-mailed link, 'change' for the forced change after a sign-in with the reset flag. */
    purpose: text('purpose').$type<'reset' | 'change'>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value, so a database leak does not hand out live sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    merchantId: integer('merchant_id'),
    /** 0 is the merchant's company view; null until a store is chosen. */
    storeId: integer('store_id'),
    stage: text('stage').$type<'full' | 'restricted'>().notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** Set for a single-sign-on session: the bearer tokens it is sent with must carry this organization's subject. */
    ssoOrganizationId: text('sso_organization_id'),
    ssoSubject: text('sso_subject'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Which portal user an identity provider's subject is, linked at its first single sign-on (matched by e-mail). */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    organizationId: text('organization_id').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.subject] }), index('sso_identities_user_idx').on(t.userId)],
);

/** Access tokens given up at log-off: they may not start another session until they expire anyway. */
export const ssoRevokedTokens = pgTable(
  'sso_revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sso_revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Feature-flag values by organization (the merchant, store_id 0) and enterprise unit (a store). A store value wins
 * over the organization's; a flag with neither takes its default from the catalogue in contracts.
 */
export const featureFlagValues = pgTable(
  'feature_flag_values',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** 0 is the whole organization. */
    storeId: integer('store_id').notNull().default(0),
    flagName: text('flag_name').notNull(),
    isOn: boolean('is_on').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.flagName] })],
);

export type TNotificationMessage = {
  messageText: string;
  links: { linkKey: string; linkUrl: string; linkText: string }[];
};

/** Notices shown after sign-in; merchant_id null addresses every merchant (optionally only one reseller's). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    resellerId: integer('reseller_id').references(() => resellers.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    messages: jsonb('messages').$type<TNotificationMessage[]>().notNull().default([]),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
  },
  (t) => [index('notifications_merchant_idx').on(t.merchantId)],
);

// Domain tables live in their own files; this module is the one schema drizzle and createDb read.
export * from './schema-menu.ts';
export * from './schema-discounts.ts';
export * from './schema-loyalty.ts';
export * from './schema-tickets.ts';
export * from './schema-change-log.ts';
export * from './schema-employees.ts';
export * from './schema-devices.ts';
export * from './schema-rollups.ts';
export * from './schema-customers.ts';
export * from './schema-report-schedules.ts';
export * from './schema-jobs.ts';
export * from './schema-pos-messages.ts';
export * from './schema-security-controls.ts';
export * from './schema-company-information.ts';
export * from './schema-alerts.ts';
export * from './schema-store-options.ts';
export * from './schema-store-configuration.ts';
export * from './schema-revenue-centers.ts';
export * from './schema-image-manager.ts';
export * from './schema-oo-tipping.ts';
export * from './schema-oo-time-settings.ts';
export * from './schema-oo-capacity.ts';
export * from './schema-oo-sites.ts';
export * from './schema-oo-orders.ts';
export * from './schema-oo-hours.ts';
export * from './schema-oo-privacy.ts';
export * from './schema-oo-menu-settings.ts';
export * from './schema-oo-fees.ts';
export * from './schema-oo-branding.ts';
export * from './schema-oo-site-branding.ts';
export * from './schema-event-schedules.ts';
export * from './schema-restrictions.ts';
export * from './schema-promotions.ts';

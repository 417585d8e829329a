import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { versionColumn } from './concurrency.ts';
import { merchants, stores } from './schema.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

/**
 * A merchant's POS security controls (spec 3 §2.4): one row per merchant, set in the company view; a merchant without
 * a row has every limit off. An off limit keeps no value.
 */
export const securityControls = pgTable(
  'security_controls',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    isLimitChecksEnabled: boolean('is_limit_checks_enabled').notNull().default(false),
    maxOpenChecks: smallint('max_open_checks'),
    isLimitClearItemsEnabled: boolean('is_limit_clear_items_enabled').notNull().default(false),
    maxClearItems: smallint('max_clear_items'),
    isLimitDeleteTicketsEnabled: boolean('is_limit_delete_tickets_enabled').notNull().default(false),
    maxDeleteTickets: smallint('max_delete_tickets'),
    isLimitMaxRefundAmountEnabled: boolean('is_limit_max_refund_amount_enabled').notNull().default(false),
    maxTicketAmount: money('max_ticket_amount'),
    maxShiftAmount: money('max_shift_amount'),
    isTicketAmountEnabled: boolean('is_ticket_amount_enabled').notNull().default(false),
    isShiftAmountEnabled: boolean('is_shift_amount_enabled').notNull().default(false),
    isLimitUserPermissionEnabled: boolean('is_limit_user_permission_enabled').notNull().default(false),
    version: versionColumn(),
  },
  (t) => [
    check(
      'security_controls_counts',
      sql`${t.maxOpenChecks} between 1 and 9999 and ${t.maxClearItems} between 1 and 9999
          and ${t.maxDeleteTickets} between 1 and 9999`,
    ),
    check(
      'security_controls_amounts',
      sql`${t.maxTicketAmount} between 0.01 and 999999.99 and ${t.maxShiftAmount} between 0.01 and 999999.99`,
    ),
  ],
);

/**
 * A store's schedule enforcement (spec 3 §2.4): clock-in and clock-out windows around the scheduled shift, in
 * minutes. A store without a row enforces nothing, with the slider's initial window.
 */
export const scheduleEnforcements = pgTable(
  'schedule_enforcements',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    isClockInEnforcementEnabled: boolean('is_clock_in_enforcement_enabled').notNull(),
    clockInLowerLimit: smallint('clock_in_lower_limit').notNull(),
    clockInUpperLimit: smallint('clock_in_upper_limit').notNull(),
    isClockOutEnforcementEnabled: boolean('is_clock_out_enforcement_enabled').notNull(),
    clockOutLowerLimit: smallint('clock_out_lower_limit').notNull(),
    clockOutUpperLimit: smallint('clock_out_upper_limit').notNull(),
    isUnScheduledShiftApprovalRequired: boolean('is_unscheduled_shift_approval_required').notNull(),
    lastModifiedUserCode: text('last_modified_user_code').notNull(),
    version: versionColumn(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId] })],
);

import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantRef, money, storeRef, ts } from './columns.ts';
import { versionColumn } from './concurrency.ts';
import { roles, users } from './schema.ts';

/*
 * The POS staff the labor, tips, employee and commission reports group by (issue 15 §1). Tickets name their employee
 * by id without a foreign key (history outlives employees); punches keep the job and pay rate they were worked at, so
 * a later raise does not rewrite past labor cost.
 */

/** Ids from an identity; demo data gives its own below 100000. */
const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 });

/** A POS job (Server, Cashier, Cook …) with the hourly rate new employees in it start at. */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    defaultPayRate: money('default_pay_rate').notNull().default('0'),
    /** Tipped jobs' tips are reported per employee; others' are not expected. */
    isTipped: boolean('is_tipped').notNull().default(false),
  },
  (t) => [index('jobs_merchant_idx').on(t.merchantId)],
);

export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    merchantId: merchantRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The primary job; punches name the job actually worked. */
    jobId: integer('job_id').references(() => jobs.id),
    /** Hourly, in the merchant's currency. */
    payRate: money('pay_rate').notNull().default('0'),
    /** Percent of the employee's net sales paid as sales commission (0 for none). */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'string' }).notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    /** The merchant's own employee number ("employee ID" on the list). */
    employeeNumber: text('employee_number').notNull().default(''),
    /** The name on POS screens and receipts. */
    shortName: text('short_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The back-office login (membership user) of an employee who has one; POS-only staff have none. */
    userId: integer('user_id').references(() => users.id),
    allowPosAccess: boolean('allow_pos_access').notNull().default(true),
    adjustTipsPrompt: boolean('adjust_tips_prompt').notNull().default(false),
    /** Synchronised with the separate manager platform (ASM) and active there. */
    asmEmployeeActive: boolean('asm_employee_active').notNull().default(false),
    /** Bumped by every assignment save (ConcurrencyChecksum). */
    version: versionColumn(),
  },
  (t) => [index('employees_merchant_idx').on(t.merchantId), uniqueIndex('employees_user_idx').on(t.userId)],
);

/**
 * The roles an employee holds (issue 18 §3) and the hourly rate in each: POS jobs and back-office roles alike. An
 * employee with a back-office login holds exactly one back-office role, the login's (users.role_id follows it).
 */
export const employeeRoles = pgTable(
  'employee_roles',
  {
    merchantId: merchantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    payRate: money('pay_rate').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.roleId] }), index('employee_roles_role_idx').on(t.roleId)],
);

/**
 * An employee's device registration code (issue 18 §4): one live code per employee, bound to one store, kept only as
 * its SHA-256 (the code is shown once), valid until expires_at and for one registration.
 */
export const employeeDeviceCodes = pgTable('employee_device_codes', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  merchantId: merchantRef(),
  storeId: storeRef(),
  codeHash: text('code_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull(),
  createdByUserId: integer('created_by_user_id')
    .notNull()
    .references(() => users.id),
});

/** The stores an employee may work at. */
export const employeeStores = pgTable(
  'employee_stores',
  {
    merchantId: merchantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    storeId: storeRef(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.storeId] }), index('employee_stores_store_idx').on(t.storeId)],
);

/**
 * One shift on the time clock: clock in, at most one break, clock out. A missed clock-out leaves clock_out_at null and
 * sets missed_clock_out (the labor report counts it as no hours until a manager edits it); an edit keeps the punches
 * as first recorded.
 */
export const timePunches = pgTable(
  'time_punches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** Local date of clock_in_at in the store's zone. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    clockInAt: ts('clock_in_at').notNull(),
    clockOutAt: ts('clock_out_at'),
    breakStartAt: ts('break_start_at'),
    breakEndAt: ts('break_end_at'),
    /** Unpaid breaks come off the hours worked. */
    isBreakPaid: boolean('is_break_paid').notNull().default(false),
    payRate: money('pay_rate').notNull(),
    missedClockOut: boolean('missed_clock_out').notNull().default(false),
    isEdited: boolean('is_edited').notNull().default(false),
    originalClockInAt: ts('original_clock_in_at'),
    originalClockOutAt: ts('original_clock_out_at'),
    editedByName: text('edited_by_name'),
  },
  (t) => [
    index('time_punches_store_date_idx').on(t.merchantId, t.storeId, t.businessDate),
    index('time_punches_employee_idx').on(t.employeeId, t.clockInAt),
  ],
);

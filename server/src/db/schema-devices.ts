import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchantRef, money, storeRef, ts } from './columns.ts';

/** A store's POS devices: fixed registers (which hold a cash drawer) and handhelds carried to the table. */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    storeId: storeRef(),
    name: text('name').notNull(),
    kind: text('kind').$type<'register' | 'handheld'>().notNull(),
  },
  (t) => [index('devices_store_idx').on(t.merchantId, t.storeId)],
);

/**
 * A register's cash drawer from open to close: the expected amount is the opening float plus the cash the register
 * took in (sales less change, pay-ins, less pay-outs); counted is what the closer found, so over/short is their
 * difference. An open drawer has neither closed_at nor counted_amount.
 */
export const drawerShifts = pgTable(
  'drawer_shifts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    /** Who opened it (no foreign key, as on tickets). */
    employeeId: integer('employee_id'),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    openedAt: ts('opened_at').notNull(),
    closedAt: ts('closed_at'),
    openingAmount: money('opening_amount').notNull(),
    expectedAmount: money('expected_amount').notNull(),
    countedAmount: money('counted_amount'),
  },
  (t) => [index('drawer_shifts_store_date_idx').on(t.merchantId, t.storeId, t.businessDate)],
);

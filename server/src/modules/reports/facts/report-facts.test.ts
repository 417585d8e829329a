import type { TTransactionTypeCode } from '@mp/contracts/tickets';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../../db/rollups.ts';
import {
  employees,
  rollupCategoryDay,
  rollupCategoryWeek,
  rollupEmployeeItemDay,
  rollupEmployeeItemWeek,
  rollupItemDay,
  rollupItemSalesDay,
  rollupItemSalesWeek,
  rollupItemWeek,
  rollupSalesHour,
  rollupSalesHourWeek,
} from '../../../db/schema.ts';
import { type TViewScope, viewOf } from '../../../db/tenant.ts';
import { createMerchant, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createTicket, type TTicketLineSpec } from '../../../test/factories/tickets.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import { MIGRATIONS_DIR, queryRows, type TDb } from '../../../db/create-db.ts';
import {
  discountsByEmployee,
  paymentsByDevice,
  paymentsByTender,
  paymentsByTenderRaw,
  salesByDevice,
  salesByDeviceRaw,
  salesByEmployee,
  salesByEmployeeRaw,
  taxByRule,
  taxByRuleRaw,
  taxableSales,
  taxByCategory,
  tipsByEmployee,
} from '../operations/operations.queries.ts';
import { commissionItems, departmentItemSales, itemSalesLines } from '../sales/sales.queries.ts';
import {
  salesByHour,
  salesByHourRaw,
  salesByItem,
  salesByItemRaw,
  summaryByDay,
  summaryByDayRaw,
  type TDateRange,
} from './report-facts.queries.ts';
import { byWeeks, inRange, type TFactSource, wholeWeeksOf } from './report-sql.ts';

/**
 * The rollups equal the raw computation: a merchant of its own with two stores whose business days differ by
 * fifteen hours (New York and Honolulu, so one instant falls on different dates and hours), 60 tickets of every kind
 * over three weeks written through the factory (each in its transaction with its rollups), then random ranges and
 * views compared figure for figure.
 */
const DAYS = 21;
const DAY_MS = 86_400_000;
// Menu ids of no row (lines keep the item, category and department as sold, with no foreign key to the menu).
const DRINKS = { id: 1_900_000_301, name: 'Drinks' };
const ITEMS: TTicketLineSpec[] = [
  { itemName: 'Espresso', price: '3.10', itemId: 1_900_000_101, category: { id: 1_900_000_201, name: 'Coffee' } },
  { itemName: 'Croissant', price: '4.25', itemId: 1_900_000_102, department: { id: 1_900_000_302, name: 'Bakery' } },
  { itemName: 'Club Sandwich', price: '11.90' },
  { itemName: 'Salad by the Pound', price: '8.99', category: { id: 1_900_000_202, name: 'Salads' } },
];
const MODIFIERS: TTicketLineSpec[] = [
  { itemName: 'Extra Shot', price: '0.75', itemId: 1_900_000_111, department: DRINKS },
  { itemName: 'No Onions', price: '0.00' },
];
const TYPES: TTransactionTypeCode[] = ['S', 'S', 'S', 'S', 'RT', 'V', 'C', 'R', 'F', 'P'];

let t: TTestApp;
let merchant: TMerchantFixture;
let employeeIds: number[];
const started = Date.now();
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ['America/New_York', 'Pacific/Honolulu'] });
  // Two employees of the merchant (the commission detail names only employees that exist) and one id of no row.
  const hired = await t.db
    .insert(employees)
    .values([
      { merchantId: merchant.merchantId, firstName: 'Ann', lastName: 'Lee', commissionRate: '5.00' },
      { merchantId: merchant.merchantId, firstName: 'Bob', lastName: 'Ray', commissionRate: '2.50' },
    ])
    .returning({ id: employees.id });
  employeeIds = [...hired.map((e) => e.id), 1_900_000_001];
  // A fixed seed: the same tickets every run, at any minute of the day (midnights included).
  const tickets = fc.sample(
    fc.record({
      store: fc.integer({ min: 0, max: 1 }),
      minutesAgo: fc.integer({ min: 0, max: DAYS * 24 * 60 }),
      type: fc.constantFrom(...TYPES),
      guests: fc.integer({ min: 1, max: 6 }),
      tipCents: fc.integer({ min: 0, max: 900 }),
      // Ids of no row (tickets keep no foreign key to them): the employee and device rollups group by them.
      employeeId: fc.constantFrom(null, ...employeeIds),
      deviceId: fc.constantFrom(null, 1_900_000_011),
      // A split tender: part in cash, the rest by card, each with a part of the tip.
      split: fc.boolean(),
      lines: fc.array(
        fc.record({
          item: fc.integer({ min: 0, max: ITEMS.length - 1 }),
          quantity: fc.integer({ min: 1, max: 3 }),
          discountCents: fc.constantFrom(0, 0, 0, 25, 100),
          discountName: fc.constantFrom(undefined, 'Happy Hour', 'Staff Meal'),
          ticketDiscountCents: fc.constantFrom(0, 0, 10),
          modifier: fc.option(fc.integer({ min: 0, max: MODIFIERS.length - 1 }), { nil: undefined }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
    { numRuns: 60, seed: 15 },
  );
  for (const k of tickets)
    await createTicket(t.db, merchant.store(k.store), {
      transactionType: k.type,
      ticketAt: new Date(started - k.minutesAgo * 60_000),
      guestCount: k.guests,
      employeeId: k.employeeId,
      deviceId: k.deviceId,
      tipAmount: (k.tipCents / 100).toFixed(2),
      lines: k.lines.flatMap((l, i): TTicketLineSpec[] => {
        const item = {
          ...ITEMS[l.item]!,
          quantity: l.quantity,
          discount: (l.discountCents / 100).toFixed(2),
          ticketDiscount: (l.ticketDiscountCents / 100).toFixed(2),
          ...(l.discountName === undefined ? {} : { discountName: l.discountName }),
        };
        // The item's index among the lines written so far: every earlier line and its modifier.
        const at = k.lines.slice(0, i).reduce((n, e) => n + (e.modifier === undefined ? 1 : 2), 0);
        return l.modifier === undefined ? [item] : [item, { ...MODIFIERS[l.modifier]!, modifierOf: at }];
      }),
      ...(k.split
        ? {
            payments: [
              { paymentType: 'Cash', amount: '5.00', tipAmount: (k.tipCents / 200).toFixed(2) },
              { paymentType: 'Credit', amount: '12.00', tipAmount: (k.tipCents / 200).toFixed(2) },
            ],
          }
        : {}),
    });
});
afterAll(async () => {
  await t?.close();
});

/** Any range within the three weeks and a day either side, and any of the merchant's three views. */
const rangeArb = fc
  .tuple(fc.integer({ min: -1, max: DAYS + 1 }), fc.integer({ min: 0, max: DAYS + 2 }))
  .map(([daysAgo, length]): TDateRange => {
    const from = started - daysAgo * DAY_MS;
    return { from: isoDate(from - length * DAY_MS), to: isoDate(from) };
  });
const viewArb = fc.constantFrom<() => TViewScope>(
  () => merchant.store(0),
  () => merchant.store(1),
  () => merchant.company,
);

type TFigure = (db: TDb, view: TViewScope, range: TDateRange, source: TFactSource) => Promise<unknown[]>;
/** Figures that read either source: the rollup reading against the raw one. */
const bothSources = (figures: [string, TFigure][]) =>
  figures.map(([name, figure]) => ({
    name,
    rollup: (db: TDb, view: TViewScope, range: TDateRange) => figure(db, view, range, 'rollup'),
    raw: (db: TDb, view: TViewScope, range: TDateRange) => figure(db, view, range, 'raw'),
  }));

const PAIRS = [
  { name: 'summary by day', rollup: summaryByDay, raw: summaryByDayRaw },
  { name: 'sales by hour', rollup: salesByHour, raw: salesByHourRaw },
  { name: 'sales by item', rollup: salesByItem, raw: salesByItemRaw },
  { name: 'payments by tender', rollup: paymentsByTender, raw: paymentsByTenderRaw },
  { name: 'sales by device', rollup: salesByDevice, raw: salesByDeviceRaw },
  { name: 'sales by employee', rollup: salesByEmployee, raw: salesByEmployeeRaw },
  { name: 'tax by rule', rollup: taxByRule, raw: taxByRuleRaw },
  ...bothSources([
    ['item sales with modifiers by category', (db, v, r, s) => itemSalesLines(db, v, r, undefined, s)],
    ['item sales of one category', (db, v, r, s) => itemSalesLines(db, v, r, 1_900_000_201, s)],
    ['department sales by item', departmentItemSales],
    ['discounts by employee and name', (db, v, r, s) => discountsByEmployee(db, v, r, undefined, s)],
    ['discounts of one employee', (db, v, r, s) => discountsByEmployee(db, v, r, employeeIds[0], s)],
    ['payments by device', paymentsByDevice],
    ['taxable sales', async (db, v, r, s) => [await taxableSales(db, v, r, s)]],
    ['tax by category', taxByCategory],
    ['commissions by employee and item', (db, v, r, s) => commissionItems(db, v, r, undefined, s)],
    ['commissions of one employee by item', (db, v, r, s) => commissionItems(db, v, r, employeeIds[1], s)],
    ['tips by employee', (db, v, r, s) => tipsByEmployee(db, v, r, undefined, s)],
    ['tips of one employee', (db, v, r, s) => tipsByEmployee(db, v, r, employeeIds[2], s)],
  ]),
];

const WEEKLY: [PgTable, PgTable][] = [
  [rollupSalesHour, rollupSalesHourWeek],
  [rollupItemDay, rollupItemWeek],
  [rollupCategoryDay, rollupCategoryWeek],
  [rollupItemSalesDay, rollupItemSalesWeek],
  [rollupEmployeeItemDay, rollupEmployeeItemWeek],
];

/** A rollup's sums over a range by every key but the date, from a row source (a table, or byWeeks). */
function sumsOf(day: PgTable, source: SQL, view: TViewScope, range: TDateRange) {
  const config = getTableConfig(day);
  const keys = config.primaryKeys[0]!.columns.map((c) => c.name).filter((c) => c !== 'business_date');
  const measures = config.columns.map((c) => c.name).filter((c) => !keys.includes(c) && c !== 'business_date');
  const list = (names: string[]) => sql.raw(names.join(', '));
  const sums = sql.raw(measures.map((m) => `sum(${m})::text as ${m}`).join(', '));
  return queryRows(
    t.db,
    sql`select ${list(keys)}, ${sums} from ${source} r
         where ${viewOf('r', view)} and ${inRange('r', range)}
         group by ${list(keys)} order by ${list(keys)}`,
  );
}

describe('the weekly twins', () => {
  it.each(WEEKLY.map(([day, week]) => ({ name: getTableConfig(week).name, day, week })))(
    '$name with the days outside whole weeks equals the daily rollup, for random ranges and views',
    async ({ day, week }) => {
      await fc.assert(
        fc.asyncProperty(rangeArb, viewArb, async (range, view) => {
          expect(await sumsOf(day, byWeeks(day, week, range), view(), range)).toEqual(
            await sumsOf(day, sql`${day}`, view(), range),
          );
        }),
        { numRuns: 40 },
      );
    },
  );

  it.each([
    ['2026-11-01', '2026-11-07', { firstSunday: '2026-11-01', lastSaturday: '2026-11-07' }],
    ['2026-11-02', '2026-11-08', null],
    ['2026-11-02', '2026-11-14', { firstSunday: '2026-11-08', lastSaturday: '2026-11-14' }],
    ['2026-10-28', '2026-11-24', { firstSunday: '2026-11-01', lastSaturday: '2026-11-21' }],
    ['2026-11-24', '2026-11-24', null],
    ['2025-11-25', '2026-11-24', { firstSunday: '2025-11-30', lastSaturday: '2026-11-21' }],
    ['1969-12-28', '1970-01-03', { firstSunday: '1969-12-28', lastSaturday: '1970-01-03' }],
  ])('%s…%s holds whole weeks %o', (from, to, weeks) => {
    expect(wholeWeeksOf({ from, to })).toEqual(weeks);
  });
});

describe('the rollups equal the raw rows', () => {
  it.each(PAIRS)('$name, for random ranges in both stores and the company view', async ({ rollup, raw }) => {
    await fc.assert(
      fc.asyncProperty(rangeArb, viewArb, async (range, view) => {
        expect(await rollup(t.db, view(), range)).toEqual(await raw(t.db, view(), range));
      }),
      { numRuns: 40 },
    );
  });

  it('sees every ticket the factory wrote, on the business dates of each store', async () => {
    const all = { from: isoDate(started - (DAYS + 2) * DAY_MS), to: isoDate(started + DAY_MS) };
    const days = await summaryByDay(t.db, merchant.company, all);
    expect(new Set(days.map((d) => d.storeId))).toEqual(new Set(merchant.storeIds));
    expect(days.reduce((n, d) => n + d.tickets, 0)).toBeGreaterThan(30);
    expect(days.some((d) => d.tips !== '0.00') && days.some((d) => d.discounts !== '0.00')).toBe(true);
  });

  it('are rebuilt from the raw rows to the figures the writes kept', async () => {
    const all = { from: '2000-01-01', to: '2100-01-01' };
    const before = await Promise.all(PAIRS.map((p) => p.rollup(t.db, merchant.company, all)));
    await rebuildRollups(t.db);
    expect(await Promise.all(PAIRS.map((p) => p.rollup(t.db, merchant.company, all)))).toEqual(before);
  }, 120_000);

  // A rebuild of the whole seeded history, twice, on one PGlite connection: about 30 s on a loaded 2-core machine.
  it('migration 0010 fills what it adds to the rollups from the tickets already written, as the rebuild does', async () => {
    const file = readdirSync(MIGRATIONS_DIR).find((f) => f.startsWith('0010_'))!;
    const backfill = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => /^(INSERT|UPDATE)/.test(statement));
    const added = [
      'rollup_discount_day',
      'rollup_item_sales_day',
      'rollup_payment_day',
      'rollup_employee_item_day',
      ...WEEKLY.map(([, week]) => getTableConfig(week).name),
    ];
    const widened = ['rollup_sales_day', 'rollup_category_day'];
    const contents = () =>
      Promise.all(
        [...added, ...widened].map((table) => queryRows(t.db, sql.raw(`select * from ${table} r order by r`))),
      );
    await rebuildRollups(t.db);
    const rebuilt = await contents();
    expect(backfill).toHaveLength(added.length + widened.length);
    expect(rebuilt.every((rows) => rows.length > 0)).toBe(true);
    // The rollups as the migration finds them: its tables empty, its new columns at their default.
    await t.db.execute(sql.raw(`truncate ${added.join(', ')}`));
    await t.db.execute(sql`update rollup_sales_day set taxable_sales = 0`);
    await t.db.execute(sql`update rollup_category_day set tax_share = 0`);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    expect(await contents()).toEqual(rebuilt);
  }, 180_000);
});

import type { TTransactionTypeCode } from '@mp/contracts/tickets';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../../db/rollups.ts';
import type { TViewScope } from '../../../db/tenant.ts';
import { createMerchant, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createTicket, type TTicketLineSpec } from '../../../test/factories/tickets.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import {
  paymentsByTender,
  paymentsByTenderRaw,
  salesByDevice,
  salesByDeviceRaw,
  salesByEmployee,
  salesByEmployeeRaw,
  taxByRule,
  taxByRuleRaw,
} from '../operations/operations.queries.ts';
import {
  salesByHour,
  salesByHourRaw,
  salesByItem,
  salesByItemRaw,
  summaryByDay,
  summaryByDayRaw,
  type TDateRange,
} from './report-facts.queries.ts';

/**
 * The rollups equal the raw computation: a merchant of its own with two stores whose business days differ by
 * fifteen hours (New York and Honolulu, so one instant falls on different dates and hours), 60 tickets of every kind
 * over three weeks written through the factory (each in its transaction with its rollups), then random ranges and
 * views compared figure for figure.
 */
const DAYS = 21;
const DAY_MS = 86_400_000;
const ITEMS: TTicketLineSpec[] = [
  { itemName: 'Espresso', price: '3.10' },
  { itemName: 'Croissant', price: '4.25' },
  { itemName: 'Club Sandwich', price: '11.90' },
  { itemName: 'Salad by the Pound', price: '8.99' },
];
const TYPES: TTransactionTypeCode[] = ['S', 'S', 'S', 'S', 'RT', 'V', 'C', 'R', 'F', 'P'];

let t: TTestApp;
let merchant: TMerchantFixture;
const started = Date.now();
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ['America/New_York', 'Pacific/Honolulu'] });
  // A fixed seed: the same tickets every run, at any minute of the day (midnights included).
  const tickets = fc.sample(
    fc.record({
      store: fc.integer({ min: 0, max: 1 }),
      minutesAgo: fc.integer({ min: 0, max: DAYS * 24 * 60 }),
      type: fc.constantFrom(...TYPES),
      guests: fc.integer({ min: 1, max: 6 }),
      tipCents: fc.integer({ min: 0, max: 900 }),
      // Ids of no row (tickets keep no foreign key to them): the employee and device rollups group by them.
      employeeId: fc.constantFrom(null, 1_900_000_001, 1_900_000_002),
      deviceId: fc.constantFrom(null, 1_900_000_011),
      lines: fc.array(
        fc.record({
          item: fc.integer({ min: 0, max: ITEMS.length - 1 }),
          quantity: fc.integer({ min: 1, max: 3 }),
          discountCents: fc.constantFrom(0, 0, 0, 25, 100),
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
      lines: k.lines.map((l) => ({
        ...ITEMS[l.item]!,
        quantity: l.quantity,
        discount: (l.discountCents / 100).toFixed(2),
      })),
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

const PAIRS = [
  { name: 'summary by day', rollup: summaryByDay, raw: summaryByDayRaw },
  { name: 'sales by hour', rollup: salesByHour, raw: salesByHourRaw },
  { name: 'sales by item', rollup: salesByItem, raw: salesByItemRaw },
  { name: 'payments by tender', rollup: paymentsByTender, raw: paymentsByTenderRaw },
  { name: 'sales by device', rollup: salesByDevice, raw: salesByDeviceRaw },
  { name: 'sales by employee', rollup: salesByEmployee, raw: salesByEmployeeRaw },
  { name: 'tax by rule', rollup: taxByRule, raw: taxByRuleRaw },
];

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
  });
});

import { REPORT_ERROR, type TReportRow } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import { FROM, getReport, OTHER, tableOf, TO, unreadableParts, viewsOf } from '../operations/operations-world.ts';
import { CASH_FIGURES } from './cash-manager.report.ts';
import {
  buildSettlementWorld,
  cents,
  money,
  OTHER_GIFT_AMOUNT,
  SALES,
  type TSettlementWorld,
} from './settlement-world.ts';

/**
 * Results → Cash Manager and Gift Settlement through HTTP: each device's cash, each drawer's figures, every pay-in,
 * pay-out and drop, and the gift card liability of each store and day, equal to plain computations over the raw
 * tickets, payments, drawers, drops and gift card entries, in each store (two time zones) and the company view; the
 * cash agrees with the financial close. Then what all four settlement reports share: English text for every header
 * and code, no other merchant's rows, 400s naming the field, empty ranges.
 */
let t: TTestApp;
let world: TSettlementWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildSettlementWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const nullableMoney = (value: string | null | undefined) =>
  value === null || value === undefined ? null : money(cents(value));
const views = () => viewsOf(world);
const VIEWS = [0, 1, 2];
const inView = (alias: string, storeIds: number[]) =>
  sql`${sql.identifier(alias)}.store_id in ${storeIds} and ${sql.identifier(alias)}.business_date between ${FROM} and ${TO}`;

type TKeyed = { storeId: number; deviceId: number; businessDate: string };
const keyOf = (r: TKeyed) => `${r.businessDate}|${r.storeId}|${r.deviceId}`;

/** Each device's day from the raw rows: cash payments, change per ticket, drawers and drops, each read on its own. */
async function rawDevices(storeIds: number[]) {
  const paid = await queryRows<TKeyed & { tendered: string; payIns: string; payOuts: string }>(
    t.db,
    sql`select t.store_id as "storeId", coalesce(t.device_id, 0) as "deviceId", t.business_date::text as "businessDate",
               coalesce(sum(p.amount) filter (where t.transaction_type in ${SALES}), 0)::text as tendered,
               coalesce(sum(p.amount) filter (where t.transaction_type = 'I'), 0)::text as "payIns",
               coalesce(sum(p.amount) filter (where t.transaction_type = 'P'), 0)::text as "payOuts"
          from ticket_payments p join tickets t on t.id = p.ticket_id
         where ${inView('t', storeIds)} and p.payment_type = 'Cash' group by 1, 2, 3`,
  );
  const change = await queryRows<TKeyed & { change: string }>(
    t.db,
    sql`select t.store_id as "storeId", coalesce(t.device_id, 0) as "deviceId", t.business_date::text as "businessDate",
               sum(t.change_amount)::text as change
          from tickets t where ${inView('t', storeIds)} and t.transaction_type in ${SALES} group by 1, 2, 3`,
  );
  const drawers = await queryRows<
    TKeyed & { opening: string; expected: string; counted: string | null; overShort: string | null }
  >(
    t.db,
    sql`select d.store_id as "storeId", d.device_id as "deviceId", d.business_date::text as "businessDate",
               sum(d.opening_amount)::text as opening, sum(d.expected_amount)::text as expected,
               sum(d.counted_amount)::text as counted, sum(d.counted_amount - d.expected_amount)::text as "overShort"
          from drawer_shifts d where ${inView('d', storeIds)} group by 1, 2, 3`,
  );
  const drops = await queryRows<TKeyed & { amount: string }>(
    t.db,
    sql`select c.store_id as "storeId", c.device_id as "deviceId", c.business_date::text as "businessDate",
               sum(c.amount)::text as amount
          from cash_drops c where ${inView('c', storeIds)} group by 1, 2, 3`,
  );
  const find = <T extends TKeyed>(rows: T[], key: string) => rows.find((r) => keyOf(r) === key);
  const keys = new Set([...paid, ...drawers, ...drops].map(keyOf));
  // Change on a device that took no cash at all still counts against its cash sales.
  for (const c of change) if (cents(c.change) !== 0) keys.add(keyOf(c));
  return new Map(
    [...keys].map((key) => {
      const p = find(paid, key);
      const d = find(drawers, key);
      const cashSales = cents(p?.tendered) - cents(find(change, key)?.change);
      const movements = cashSales + cents(p?.payIns) + cents(p?.payOuts) - cents(find(drops, key)?.amount);
      return [
        key,
        {
          openingAmount: nullableMoney(d?.opening),
          cashSales: money(cashSales),
          payIns: money(cents(p?.payIns)),
          payOuts: money(cents(p?.payOuts)),
          drops: money(-cents(find(drops, key)?.amount)),
          expectedAmount: nullableMoney(d?.expected),
          countedAmount: nullableMoney(d?.counted),
          overShort: nullableMoney(d?.overShort),
          unreconciled: d ? money(cents(d.expected) - cents(d.opening) - movements) : null,
        },
      ];
    }),
  );
}

const figuresOf = (r: TReportRow) => Object.fromEntries(CASH_FIGURES.map((k) => [k, r[k]]));

describe('the cash manager', () => {
  it.each(VIEWS)("reconciles each device's day with the raw cash, drawers and drops in view %i", async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'CashManager');
    const drawers = tableOf(body, 'cashDrawers');
    const raw = await rawDevices(view.storeIds);
    const got = new Map(drawers.Rows.map((r) => [keyOf(r as unknown as TKeyed), figuresOf(r)]));
    expect(got).toEqual(raw);
    // Registers with drawers, handhelds without, and the pay-outs rung up on no device.
    expect(drawers.Rows.some((r) => r.deviceName === '' && cents(r.payOuts) < 0)).toBe(true);
    expect(drawers.Rows.some((r) => r.expectedAmount === null && cents(r.cashSales) !== 0)).toBe(true);
    expect(drawers.Rows.some((r) => cents(r.drops) < 0 && r.overShort !== null)).toBe(true);
    for (const key of ['cashSales', 'payIns', 'payOuts', 'drops', 'overShort'])
      expect([key, cents(drawers.Totals![key])]).toEqual([key, drawers.Rows.reduce((n, r) => n + cents(r[key]), 0)]);
    expect(drawers.Columns.some((c) => c.Key === 'storeName')).toBe(v === 2);

    // What the drawers took agrees with the financial close: its cash deposit less the cash tips.
    const close = tableOf(await getReport(view.client, 'FinancialSummary'), 'financialTenders');
    const cash = close.Rows.find((r) => r.paymentType === 'Cash')!;
    expect(
      cents(drawers.Totals!.cashSales) +
        cents(drawers.Totals!.payIns) +
        cents(drawers.Totals!.payOuts) +
        cents(drawers.Totals!.overShort),
    ).toBe(cents(cash.deposit) - cents(cash.tips));
  });

  it.each(VIEWS)('lists every pay-in, pay-out and drop of the raw rows, and adds them up, in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'CashManager');
    const raw = await queryRows<{
      storeId: number;
      movement: string;
      reason: string;
      ticketNumber: string;
      amount: string;
    }>(
      t.db,
      sql`select t.store_id as "storeId", case t.transaction_type when 'I' then 'payIn' else 'payOut' end as movement,
                 coalesce(t.reason_name, '') as reason, t.ticket_number::text as "ticketNumber",
                 sum(p.amount)::numeric(16, 2)::text as amount
            from tickets t join ticket_payments p on p.ticket_id = t.id and p.payment_type = 'Cash'
           where ${inView('t', view.storeIds)} and t.transaction_type in ('I', 'P')
           group by t.id
          union all
          select c.store_id, 'drop', '', '', (-c.amount)::text from cash_drops c where ${inView('c', view.storeIds)}`,
    );
    const movements = tableOf(body, 'cashMovements');
    const row = (r: Record<string, unknown>) => [r.storeId, r.movement, r.reason, r.ticketNumber, r.amount].join('|');
    expect(movements.Rows.map(row).sort()).toEqual(raw.map(row).sort());
    // In time order: one store's clock times ascend (the company view's stores keep clocks hours apart).
    if (v < 2) expect(movements.Rows.map((r) => r.at)).toEqual(movements.Rows.map((r) => r.at).sort());
    expect(new Set(movements.Rows.map((r) => r.movement))).toEqual(new Set(['payIn', 'payOut', 'drop']));
    // A drop shows at its drawer's store clock time (five hours after the drawer opened) and by its employee.
    const [drop] = await queryRows<{ at: string; employee: string }>(
      t.db,
      sql`select to_char(c.at at time zone s.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as at,
                 e.first_name || ' ' || e.last_name as employee
            from cash_drops c join stores s on s.id = c.store_id join employees e on e.id = c.employee_id
           where ${inView('c', view.storeIds)} order by c.at, c.id limit 1`,
    );
    expect(movements.Rows.find((r) => r.movement === 'drop')).toMatchObject({
      at: drop!.at,
      employeeName: drop!.employee,
    });

    const totals = tableOf(body, 'cashMovementTotals');
    expect(totals.Rows).toEqual(
      ['payIn', 'payOut', 'drop'].map((movement) => {
        const of = raw.filter((r) => r.movement === movement);
        return { movement, count: of.length, amount: money(of.reduce((n, r) => n + cents(r.amount), 0)) };
      }),
    );
    const drawers = tableOf(body, 'cashDrawers').Totals!;
    expect(cents(totals.Totals!.amount)).toBe(cents(drawers.payIns) + cents(drawers.payOuts) + cents(drawers.drops));
    expect(body.Charts).toEqual([expect.objectContaining({ Kind: 'bar', Table: 'cashMovementTotals' })]);
  });

  it("is refused where the merchant's cash manager flag is off, as its menu entry", async () => {
    const res = await world.otherCompany.get(`/api/reports/CashManager?FromDate=${FROM}&ToDate=${TO}`);
    expect(res.status).toBe(403);
    expect((await world.otherCompany.get(`/api/reports/GiftSettlement?FromDate=${FROM}&ToDate=${TO}`)).status).toBe(
      200,
    );
  });
});

type TGiftRaw = {
  storeId: number;
  opening: string;
  cardsSold: number;
  sold: string;
  reloads: number;
  reloaded: string;
  redemptions: number;
  redeemed: string;
  closing: string;
};

describe('the gift settlement', () => {
  it.each(VIEWS)("gives each store's liability from the raw gift card entries in view %i", async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'GiftSettlement');
    const within = sql`e.business_date between ${FROM} and ${TO}`;
    const raw = await queryRows<TGiftRaw>(
      t.db,
      sql`select e.store_id as "storeId",
                 coalesce(sum(e.amount) filter (where e.business_date < ${FROM}), 0)::numeric(16, 2)::text as opening,
                 (count(*) filter (where ${within} and e.kind = 'sale'))::int as "cardsSold",
                 coalesce(sum(e.amount) filter (where ${within} and e.kind = 'sale'), 0)::numeric(16, 2)::text as sold,
                 (count(*) filter (where ${within} and e.kind = 'reload'))::int as reloads,
                 coalesce(sum(e.amount) filter (where ${within} and e.kind = 'reload'), 0)::numeric(16, 2)::text
                   as reloaded,
                 (count(*) filter (where ${within} and e.kind = 'redemption'))::int as redemptions,
                 coalesce(sum(e.amount) filter (where ${within} and e.kind = 'redemption'), 0)::numeric(16, 2)::text
                   as redeemed,
                 coalesce(sum(e.amount) filter (where e.business_date <= ${TO}), 0)::numeric(16, 2)::text as closing
            from gift_card_entries e where e.store_id in ${view.storeIds} group by 1 order by 1`,
    );
    const stores = tableOf(body, 'giftStores');
    expect(stores.Rows.map((r) => ({ ...r, storeName: undefined }))).toEqual(
      raw.map((r) => ({ ...r, storeName: undefined })),
    );
    // Liability moved between the stores: cards sold at one were redeemed at the other, and reloaded.
    expect(raw.every((r) => cents(r.opening) > 0 && r.redemptions > 0)).toBe(true);
    expect(raw.some((r) => r.reloads > 0)).toBe(true);
    expect(stores.Totals === null).toBe(v !== 2);
    if (v === 2)
      expect(stores.Totals).toMatchObject({
        opening: money(raw.reduce((n, r) => n + cents(r.opening), 0)),
        closing: money(raw.reduce((n, r) => n + cents(r.closing), 0)),
      });

    // By day: each day's closing is every entry up to its end, and the totals row opens and closes the range.
    const days = tableOf(body, 'giftDays');
    const byDay = await queryRows<{ businessDate: string; sold: string; redeemed: string; closing: string }>(
      t.db,
      sql`select d.business_date::text as "businessDate",
                 coalesce(sum(e.amount) filter (where e.business_date = d.business_date and e.kind = 'sale'), 0)
                   ::numeric(16, 2)::text as sold,
                 coalesce(sum(e.amount) filter (where e.business_date = d.business_date and e.kind = 'redemption'), 0)
                   ::numeric(16, 2)::text as redeemed,
                 sum(e.amount)::numeric(16, 2)::text as closing
            from (select distinct business_date from gift_card_entries
                   where store_id in ${view.storeIds} and business_date between ${FROM} and ${TO}) d
            join gift_card_entries e on e.store_id in ${view.storeIds} and e.business_date <= d.business_date
           group by d.business_date order by 1`,
    );
    expect(
      days.Rows.map((r) => ({ businessDate: r.businessDate, sold: r.sold, redeemed: r.redeemed, closing: r.closing })),
    ).toEqual(byDay);
    for (const r of days.Rows)
      expect(cents(r.opening) + cents(r.sold) + cents(r.reloaded) + cents(r.redeemed)).toBe(cents(r.closing));
    const closing = raw.reduce((n, r) => n + cents(r.closing), 0);
    expect(days.Totals).toMatchObject({
      opening: money(raw.reduce((n, r) => n + cents(r.opening), 0)),
      closing: money(closing),
    });
    expect(body.Charts).toEqual([expect.objectContaining({ Kind: 'line', Table: 'giftDays', Series: ['closing'] })]);
  });
});

describe('every settlement report', () => {
  const FILES = ['CreditSettlement', 'CashManager', 'CommerceCreditSettlement', 'GiftSettlement'];

  it.each(FILES)('%s has English text for every header and code, and never another merchant’s rows', async (file) => {
    for (const view of views()) {
      const body = await getReport(view.client, file, { ShowStoreDetail: true });
      expect(unreadableParts(body)).toEqual([]);
      expect(JSON.stringify(body)).not.toContain(OTHER);
      expect(JSON.stringify(body)).not.toContain(OTHER_GIFT_AMOUNT);
    }
  });

  it.each(
    FILES.flatMap(
      (file) =>
        [
          [file, 'To before From', { FromDate: TO, ToDate: FROM }, 'ToDate', REPORT_ERROR.toBeforeFrom],
          [file, 'a date that is no date', { FromDate: '2026-02-30' }, 'FromDate', REPORT_ERROR.invalidDate],
          [
            file,
            'a range over 366 days',
            { FromDate: '2025-01-01', ToDate: '2026-01-02' },
            'ToDate',
            REPORT_ERROR.rangeTooLong,
          ],
          [
            file,
            'a toggle that is no boolean',
            { ShowStoreDetail: 'maybe' },
            'ShowStoreDetail',
            'common.errors.validation',
          ],
        ] as const,
    ),
  )('%s refuses %s with a 400 naming the field', async (file, _name, params, field, messageKey) => {
    const query = new URLSearchParams({ FromDate: FROM, ToDate: TO, ...params }).toString();
    const res = await world.company.get(`/api/reports/${file}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, messageKey });
  });

  it.each(FILES)('%s answers a range without activity with its tables, not an error', async (file) => {
    const body = await getReport(world.company, file, { FromDate: '2025-01-01', ToDate: '2025-01-02' });
    expect(body.Tables.length).toBeGreaterThan(0);
  });
});

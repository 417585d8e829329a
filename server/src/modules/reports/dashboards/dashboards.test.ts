import {
  DASHBOARD_PATH,
  OPEN_ONLINE_ORDER_STATUSES,
  ZActivitySummary,
  ZHomeSummary,
  ZSalesDashboard,
  type TActivitySummary,
  type THomeSummary,
  type TSalesDashboard,
} from '@mp/contracts/dashboards';
import { REPORT_ERROR } from '@mp/contracts/reports';
import { addDays, todayInZone } from '@mp/contracts/tickets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { employees, jobs, timePunches } from '../../../db/schema.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { createMenu, setItemAvailability } from '../../../test/factories/menu.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

/**
 * The dashboards on a merchant of the test's own with two stores fifteen hours apart (each store's "today" is its
 * own): Home's figures today and a week ago, My Store's ranges, each equal to a plain computation over the raw
 * tickets, time punches and availability rows; the company view sums both stores; nothing of another merchant's.
 */
let t: TTestApp;
let merchant: TMerchantFixture;
let company: TestClient;
let storeOne: TestClient;
const ZONES = ['America/New_York', 'Pacific/Honolulu'];
const NOW = Date.now();
/**
 * Seconds ago: today in both zones unless the test runs in a store's first seconds after midnight (in minutes, a run
 * in Honolulu's first ten minutes, 10:00 UTC, put the last tickets on yesterday).
 */
const ago = (seconds: number) => new Date(NOW - seconds * 1000);
const WEEK = 7 * 24 * 3600;
const LINES = [
  { itemName: 'Latte', price: '4.50', quantity: 2, itemId: 1, category: { id: 1, name: 'Coffee' } },
  { itemName: 'Scone', price: '3.25', discount: '0.50', itemId: 2, category: { id: 2, name: 'Bakery' } },
];

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ZONES });
  for (const store of [0, 1]) {
    const scope = merchant.store(store);
    await createTicket(t.db, scope, { ticketAt: ago(2), lines: LINES, guestCount: 2 });
    await createTicket(t.db, scope, { ticketAt: ago(3 + store) });
    await createTicket(t.db, scope, { ticketAt: ago(WEEK + 4), lines: LINES });
  }
  const one = merchant.store(0);
  await createTicket(t.db, one, {
    ticketAt: ago(5),
    transactionType: 'RT',
    lines: [{ itemName: 'Latte', price: '-4.50' }],
  });
  await createTicket(t.db, one, { ticketAt: ago(6), transactionType: 'V', reasonName: 'Mistake' });
  await createTicket(t.db, one, {
    ticketAt: ago(7),
    online: { externalReferenceNumber: 'OLO-1', orderDueAt: ago(-30), orderStatus: 1 },
  });
  await createTicket(t.db, one, {
    ticketAt: ago(8),
    online: { externalReferenceNumber: 'OLO-2', orderDueAt: ago(-30), orderStatus: 4 },
  });
  await createTicket(t.db, merchant.store(1), {
    ticketAt: ago(9),
    online: { externalReferenceNumber: 'OLO-3', orderDueAt: ago(-30), orderStatus: 10 },
  });
  const menu = await createMenu(t.db, merchant);
  await setItemAvailability(t.db, merchant.store(0), [{ itemId: menu.itemIds['Butter Croissant'], isInStock: false }]);
  await setItemAvailability(t.db, merchant.store(1), [
    { itemId: menu.itemIds['Chocolate Cake'], isInStock: false },
    { itemId: menu.itemIds['Almond Croissant'], isInStock: true },
  ]);
  const [job] = await t.db
    .insert(jobs)
    .values({ merchantId: merchant.merchantId, name: 'Barista' })
    .returning({ id: jobs.id });
  const [employee] = await t.db
    .insert(employees)
    .values({ merchantId: merchant.merchantId, firstName: 'Pat', lastName: 'Lee', jobId: job!.id })
    .returning({ id: employees.id });
  const clockIn = new Date(Date.parse(`${RANGE_END}T12:00:00Z`));
  const punch = (store: number, hours: number, breakMinutes: number, isBreakPaid: boolean) => ({
    ...merchant.store(store),
    employeeId: employee!.id,
    jobId: job!.id,
    businessDate: RANGE_END,
    clockInAt: clockIn,
    clockOutAt: new Date(clockIn.getTime() + hours * 3_600_000),
    breakStartAt: breakMinutes ? new Date(clockIn.getTime() + 3_600_000) : null,
    breakEndAt: breakMinutes ? new Date(clockIn.getTime() + 3_600_000 + breakMinutes * 60_000) : null,
    isBreakPaid,
    payRate: '15.00',
  });
  // 7.5 h × 15 = 112.50 (unpaid half hour off) and 4 h × 15 = 60.00 (paid break): 172.50; an open punch costs nothing.
  await t.db
    .insert(timePunches)
    .values([punch(0, 8, 30, false), punch(1, 4, 30, true), { ...punch(0, 1, 0, false), clockOutAt: null }]);
  company = await companyViewClient(t, merchant);
  storeOne = await storeViewClient(t, merchant);
});
afterAll(async () => {
  await t?.close();
});

/** The last day of the My Store range: New York's today (Honolulu's may still be yesterday). */
const RANGE_END = todayInZone(ZONES[0]!, new Date(NOW));
const RANGE = { FromDate: addDays(RANGE_END, -9), ToDate: RANGE_END };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Each store's today and the same weekday last week, as the server computes them. */
const storeDays = (storeIds: number[], weeksBack: number) =>
  sql.join(
    storeIds.map((id) => {
      const zone = ZONES[merchant.storeIds.indexOf(id)]!;
      return sql`(store_id = ${id} and business_date = ${addDays(todayInZone(zone), -7 * weeksBack)})`;
    }),
    sql` or `,
  );

type TRawDay = { tickets: number; guests: number; netSales: string; discounts: string };
const rawDay = async (storeIds: number[], weeksBack: number) => {
  const [row] = await queryRows<TRawDay>(
    t.db,
    sql`select count(*)::int as tickets, coalesce(sum(guest_count), 0)::int as guests,
               coalesce(sum(sub_total_amount - discount_amount), 0)::numeric(16, 2)::text as "netSales",
               coalesce(sum(discount_amount), 0)::numeric(16, 2)::text as discounts
          from tickets where (${storeDays(storeIds, weeksBack)}) and transaction_type in ('S', 'RT', 'SR', 'R', 'F')`,
  );
  return row!;
};

describe('Home summary', () => {
  it('gives the company view both stores’ today against the same weekday last week, as the raw tickets say', async () => {
    const res = await company.get<THomeSummary>(DASHBOARD_PATH.home);
    expect(res.status).toBe(200);
    const body = ZHomeSummary.parse(res.body);
    const [today, lastWeek] = [await rawDay(merchant.storeIds, 0), await rawDay(merchant.storeIds, 1)];
    expect(body.IsCompanyView).toBe(true);
    expect(body.NetSales).toEqual({ Today: today.netSales, LastWeek: lastWeek.netSales });
    expect(body.Tickets).toEqual({ Today: today.tickets, LastWeek: lastWeek.tickets });
    expect(body.Guests).toEqual({ Today: today.guests, LastWeek: lastWeek.guests });
    expect(body.AverageTicket.Today).toBe((Number(today.netSales) / today.tickets).toFixed(2));
    expect(body.Discounts.Amount).toBe(today.discounts);
    const hourly = body.SalesByHour.reduce((cents, h) => cents + Math.round(Number(h.Today) * 100), 0);
    expect(hourly).toBe(Math.round(Number(today.netSales) * 100));
    expect(body.SalesByHour).toHaveLength(24);
  });

  it('counts voids, refunds, top items, out-of-stock items and open online orders', async () => {
    const body = (await company.get<THomeSummary>(DASHBOARD_PATH.home)).body;
    expect(body.Voids.Count).toBe(1);
    expect(body.Refunds).toEqual({ Count: 1, Amount: '-4.50' });
    // Both stores sold two lattes on one ticket today, and four default tickets' coffees.
    expect(body.TopItems.length).toBeLessThanOrEqual(5);
    expect(body.TopItems.find((i) => i.ItemName === 'Latte')?.Amount).toBe('13.50');
    expect(body.Discounts.Count).toBeGreaterThanOrEqual(2);
    expect(body.OutOfStock).toEqual({ Count: 2, ItemNames: ['Butter Croissant', 'Chocolate Cake'] });
    expect(body.OpenOnlineOrders).toEqual([
      { Status: 1, Count: 1 },
      { Status: 10, Count: 1 },
    ]);
    expect(OPEN_ONLINE_ORDER_STATUSES).not.toContain(4);
  });

  it('gives a store user that store alone', async () => {
    const res = await storeOne.get<THomeSummary>(DASHBOARD_PATH.home);
    expect(res.status).toBe(200);
    const today = await rawDay([merchant.storeIds[0]!], 0);
    expect(res.body).toMatchObject({
      IsCompanyView: false,
      BusinessDate: todayInZone(ZONES[0]!),
      ComparedDate: addDays(todayInZone(ZONES[0]!), -7),
      NetSales: { Today: today.netSales },
      OutOfStock: { Count: 1, ItemNames: ['Butter Croissant'] },
      OpenOnlineOrders: [{ Status: 1, Count: 1 }],
    });
  });

  it('refuses an admin who has chosen no merchant, and a visitor', async () => {
    const admin = t.client();
    await admin.logOn('admin');
    expect((await admin.get(DASHBOARD_PATH.home)).status).toBe(403);
    expect((await t.client().get(DASHBOARD_PATH.home)).status).toBe(401);
  });
});

describe('My Store dashboards', () => {
  const activity = (c: TestClient, params: Record<string, string> = RANGE) =>
    c.get<TActivitySummary>(`${DASHBOARD_PATH.activity}?${query(params)}`);
  const salesDashboard = (c: TestClient, params: Record<string, string> = RANGE) =>
    c.get<TSalesDashboard>(`${DASHBOARD_PATH.sales}?${query(params)}`);

  it('gives every day of the range with the raw figures of both stores, and their totals', async () => {
    const res = await activity(company);
    expect(res.status).toBe(200);
    const body = ZActivitySummary.parse(res.body);
    expect(body.Days.map((d) => d.Date)).toEqual(Array.from({ length: 10 }, (_, i) => addDays(RANGE.FromDate, i)));
    const raw = await queryRows<{ date: string; tickets: number; netSales: string }>(
      t.db,
      sql`select business_date::text as date, count(*)::int as tickets,
                 sum(sub_total_amount - discount_amount)::text as "netSales"
            from tickets where merchant_id = ${merchant.merchantId}
             and business_date between ${RANGE.FromDate} and ${RANGE.ToDate}
             and transaction_type in ('S', 'RT', 'SR', 'R', 'F')
           group by business_date order by business_date`,
    );
    expect(body.Days.filter((d) => d.Tickets > 0).map((d) => [d.Date, d.Tickets, d.NetSales])).toEqual(
      raw.map((r) => [r.date, r.tickets, r.netSales]),
    );
    expect(body.Totals.Tickets).toBe(raw.reduce((n, r) => n + r.tickets, 0));
    expect(body.Totals.VoidCount).toBe(1);
  });

  it('gives labor as hours × rate less unpaid breaks, and the tender and category mixes', async () => {
    const res = await salesDashboard(company);
    expect(res.status).toBe(200);
    const body = ZSalesDashboard.parse(res.body);
    const last = body.Days.at(-1)!;
    expect(last.LaborCost).toBe('172.50');
    expect(body.Totals.LaborCost).toBe('172.50');
    expect(last.LaborPercent).toBe(((172.5 / Number(last.NetSales)) * 100).toFixed(2));
    const activityTotals = (await activity(company)).body.Totals;
    expect(body.Totals.NetSales).toBe(activityTotals.NetSales);
    expect(body.Categories.map((c) => c.Name).sort()).toEqual(expect.arrayContaining(['Bakery', 'Coffee']));
    const tenders = body.Tenders.reduce((n, s) => n + Number(s.Percent), 0);
    expect(Math.round(tenders)).toBe(100);
    // The store view sees its own punch alone.
    expect((await salesDashboard(storeOne)).body.Totals.LaborCost).toBe('112.50');
  });

  it.each([
    ['To before From', { FromDate: RANGE.ToDate, ToDate: RANGE.FromDate }, 'ToDate', REPORT_ERROR.toBeforeFrom],
    ['a range over 366 days', { FromDate: '2025-01-01', ToDate: '2026-01-02' }, 'ToDate', REPORT_ERROR.rangeTooLong],
    ['a date that is no date', { FromDate: '2026-02-30', ToDate: RANGE.ToDate }, 'FromDate', REPORT_ERROR.invalidDate],
    ['a missing date', { FromDate: RANGE.FromDate }, 'ToDate', undefined],
  ])('refuses %s with a 400 naming the field', async (_name, params, field, messageKey) => {
    for (const call of [activity, salesDashboard]) {
      const res = await call(company, params as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(messageKey ? { field, messageKey } : { field });
    }
  });

  it("never shows another merchant's figures", async () => {
    const other = await createMerchant(t.db, { timeZone: ZONES[0] });
    await createTicket(t.db, other.store(0), { ticketAt: ago(2), lines: LINES });
    const before = (await activity(company)).body.Totals;
    const stranger = await createUser(t.db, other, { isCompanyUser: true });
    const client = t.client();
    await client.logOn(stranger.userName);
    await client.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: other.merchantId });
    const theirs = (await activity(client)).body.Totals;
    expect(theirs.Tickets).toBe(1);
    expect((await activity(company)).body.Totals).toEqual(before);
    expect((await client.get<THomeSummary>(DASHBOARD_PATH.home)).body.OutOfStock.Count).toBe(0);
  });
});

import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import {
  DASHBOARD_PATH,
  TOP_CUSTOMERS_COUNT,
  ZCustomerDashboard,
  type TCustomerDashboard,
} from '@mp/contracts/dashboards';
import { REPORT_ERROR } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { customers, roleFeatures } from '../../../db/schema.ts';
import { createUser } from '../../../test/factories/accounts.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';
import { buildCustomerWorld, customerViewsOf, type TCustomerWorld } from '../customer/customer-world.ts';
import { FROM, OTHER, TO } from '../operations/operations-world.ts';

/**
 * The Customer Dashboard through HTTP on the customer reports' world (visits from the day before FROM, two loyalty
 * members, another merchant whose names say OTHER), plus a ticket naming no customer and a member who joined in the
 * middle of the range: every figure against the raw tickets, computed here in plain code, in each store and the
 * company view.
 */
let t: TTestApp;
let world: TCustomerWorld;
const JOINED = addDays(FROM, 4);

beforeAll(async () => {
  t = await startTestApp();
  world = await buildCustomerWorld(t);
  // Di (the fourth customer) joined the loyalty list at noon UTC on JOINED: that date in both stores' zones.
  await t.db
    .update(customers)
    .set({ loyaltyJoinedAt: new Date(`${JOINED}T12:00:00Z`) })
    .where(eq(customers.id, world.customerIds[3]!));
  await createTicket(t.db, world.merchant.store(0), {
    ticketAt: new Date(`${addDays(FROM, 2)}T16:00:00Z`),
    lines: [{ itemName: 'Walk-in Latte', price: '6.00' }],
  });
});
afterAll(async () => {
  await t?.close();
});

const RANGE = { FromDate: FROM, ToDate: TO };
const get = (client: TestClient, params: Record<string, string> = RANGE) =>
  client.get<TCustomerDashboard>(`${DASHBOARD_PATH.customers}?${new URLSearchParams(params).toString()}`);

type TRawTicket = {
  date: string;
  customerId: number | null;
  net: string;
  isMember: boolean;
  joined: string | null;
};

/** The view's sales tickets up to TO, with each customer's loyalty membership, straight from the tables. */
const rawTickets = (storeIds: number[]) =>
  queryRows<TRawTicket>(
    t.db,
    sql`select k.business_date::text as date, k.customer_id as "customerId",
               (k.sub_total_amount - k.discount_amount)::text as net,
               coalesce(c.loyalty_price_list_id is not null, false) as "isMember",
               (c.loyalty_joined_at at time zone 'UTC')::date::text as joined
          from tickets k left join customers c on c.id = k.customer_id
         where k.store_id in ${storeIds} and k.business_date <= ${TO}
           and k.transaction_type in ('S', 'RT', 'SR', 'R', 'F')`,
  );

const cents = (v: string | number) => Math.round(Number(v) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/** What the dashboard should say, computed from the raw tickets one by one. */
function expected(tickets: TRawTicket[]) {
  const first = new Map<number, string>();
  for (const k of tickets)
    if (k.customerId !== null && (first.get(k.customerId) ?? '9999') > k.date) first.set(k.customerId, k.date);
  const inRange = tickets.filter((k) => k.date >= FROM);
  const named = inRange.filter((k) => k.customerId !== null);
  const days = new Map<string, { customers: Set<number>; visits: number; spend: number }>();
  for (const k of named) {
    const day = days.get(k.date) ?? { customers: new Set<number>(), visits: 0, spend: 0 };
    day.customers.add(k.customerId!);
    day.visits += 1;
    day.spend += cents(k.net);
    days.set(k.date, day);
  }
  const everyone = new Set(named.map((k) => k.customerId!));
  const newOnes = [...everyone].filter((id) => first.get(id)! >= FROM);
  const member = (k: TRawTicket) => k.isMember && (k.joined === null || k.joined <= k.date);
  const sum = (rows: TRawTicket[]) => rows.reduce((c, k) => c + cents(k.net), 0);
  return {
    days: [...days.entries()].map(([date, d]) => ({
      Date: date,
      NewCustomers: [...d.customers].filter((id) => first.get(id) === date).length,
      ReturningCustomers: [...d.customers].filter((id) => first.get(id)! < date).length,
      Visits: d.visits,
      Spend: money(d.spend),
    })),
    totals: {
      Customers: everyone.size,
      NewCustomers: newOnes.length,
      ReturningCustomers: everyone.size - newOnes.length,
      Visits: named.length,
      Spend: money(sum(named)),
      NetSales: money(sum(inRange)),
      LoyaltySales: money(sum(named.filter(member))),
    },
    noCustomer: money(sum(inRange.filter((k) => k.customerId === null))),
  };
}

describe('Customer Dashboard', () => {
  it.each([0, 1, 2])('gives the raw tickets’ customers, visits and spend by day and in total (view %i)', async (v) => {
    const view = customerViewsOf(world)[v]!;
    const res = await get(view.client);
    expect(res.status).toBe(200);
    const body = ZCustomerDashboard.parse(res.body);
    const want = expected(await rawTickets(view.storeIds));
    expect(body.IsCompanyView).toBe(v === 2);
    expect(body.Days.map((d) => d.Date)).toEqual(Array.from({ length: 10 }, (_, i) => addDays(FROM, i)));
    expect(body.Days.filter((d) => d.Visits > 0)).toEqual(want.days.sort((a, b) => a.Date.localeCompare(b.Date)));
    expect(body.Totals).toMatchObject(want.totals);
    // The world's visits start the day before FROM: some customers of the range come back, none is new every day.
    expect(body.Totals.ReturningCustomers).toBeGreaterThan(0);
    expect(body.Totals.AverageVisit).toBe((Number(want.totals.Spend) / want.totals.Visits).toFixed(2));
    const shares = Object.fromEntries(body.Shares.map((s) => [s.Name, s.Amount]));
    expect(shares).toEqual({
      loyaltyMembers: want.totals.LoyaltySales,
      otherCustomers: money(cents(want.totals.Spend) - cents(want.totals.LoyaltySales)),
      noCustomer: want.noCustomer,
    });
  });

  it('counts a member’s sales as loyalty sales only from the day they joined', async () => {
    const body = (await get(world.company)).body;
    const tickets = await rawTickets(world.merchant.storeIds);
    const di = world.customerIds[3]!;
    const before = tickets.filter((k) => k.customerId === di && k.date >= FROM && k.date < JOINED);
    expect(before.length).toBeGreaterThan(0);
    const ifAlwaysMember = expected(tickets.map((k) => (k.customerId === di ? { ...k, joined: null } : k)));
    expect(body.Totals.LoyaltySales).not.toBe(ifAlwaysMember.totals.LoyaltySales);
    expect(body.Totals.LoyaltyPercent).toBe(
      ((Number(body.Totals.LoyaltySales) / Number(body.Totals.NetSales)) * 100).toFixed(2),
    );
  });

  it('lists the top customers by spend, as the customer sales report does, with their membership', async () => {
    const body = (await get(world.company)).body;
    expect(body.TopCustomers.length).toBeGreaterThan(0);
    expect(body.TopCustomers.length).toBeLessThanOrEqual(TOP_CUSTOMERS_COUNT);
    const spends = body.TopCustomers.map((c) => Number(c.Spend));
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    const cy = body.TopCustomers.find((c) => c.CustomerNumber === 'C3');
    expect(cy?.IsLoyaltyMember).toBe(true);
    expect(body.TopCustomers.find((c) => c.CustomerNumber === 'C1')?.IsLoyaltyMember).toBe(false);
    expect(JSON.stringify(body)).not.toContain(OTHER);
  });

  it.each([
    ['To before From', { FromDate: TO, ToDate: FROM }, 'ToDate', REPORT_ERROR.toBeforeFrom],
    ['a range over 366 days', { FromDate: '2025-01-01', ToDate: '2026-01-02' }, 'ToDate', REPORT_ERROR.rangeTooLong],
    ['a date that is no date', { FromDate: '2026-02-30', ToDate: TO }, 'FromDate', REPORT_ERROR.invalidDate],
  ])('refuses %s with a 400 naming the field', async (_name, params, field, messageKey) => {
    const res = await get(world.company, params);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, messageKey });
  });

  it('refuses a visitor, and a role whose Customer Dashboard is switched off', async () => {
    expect((await get(t.client())).status).toBe(401);
    const manager = await createUser(t.db, world.merchant, { role: 'Manager' });
    const client = t.client();
    await client.logOn(manager.userName);
    expect((await get(client)).status).toBe(200);
    await t.db
      .update(roleFeatures)
      .set({ isActive: false })
      .where(
        and(
          eq(roleFeatures.roleId, world.merchant.roleIds.Manager),
          eq(roleFeatures.featureId, FEATURE_ID.customerDashboard),
        ),
      );
    expect((await get(client)).status).toBe(403);
  });
});

import { REPORT_ERROR, REPORTS, type TReportRow } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import { FROM, getReport, OTHER, tableOf, TO } from '../operations/operations-world.ts';
import { buildCustomerWorld, customerViewsOf, type TCustomerWorld } from './customer-world.ts';

/**
 * The customer reports and the customer list through HTTP, each figure against the raw rows (tickets, notes, account
 * entries) in each store and the company view; then what they share: no row of another merchant, a 400 for a bad
 * parameter, a label for every header.
 */
let t: TTestApp;
let world: TCustomerWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildCustomerWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const views = () => customerViewsOf(world);
const VIEWS = [0, 1, 2];
const CUSTOMER_FILES = REPORTS.filter((r) => r.group === 'customer' || r.file === 'CustomerList').map((r) => r.file);

type TRawSpend = { customerNumber: string; visits: number; spend: string; lastVisit: string };

/** Visits and spend per customer straight from the tickets: sales types, subtotal less discounts. */
const rawSpend = (storeIds: number[], from = FROM, to = TO) =>
  queryRows<TRawSpend>(
    t.db,
    sql`select c.customer_number as "customerNumber", count(*)::int as visits,
               sum(k.sub_total_amount - k.discount_amount)::numeric(16, 2)::text as spend,
               max(k.business_date)::text as "lastVisit"
          from tickets k join customers c on c.id = k.customer_id
         where k.store_id in ${storeIds} and k.business_date between ${from} and ${to}
           and k.transaction_type in ('S', 'RT', 'SR', 'R', 'F')
         group by c.customer_number order by c.customer_number`,
  );

const byNumber = (rows: TReportRow[]) =>
  [...rows].sort((a, b) => String(a.customerNumber).localeCompare(String(b.customerNumber)));

describe('customer sales', () => {
  it.each(VIEWS)('gives each customer the visits, spend and last visit of their raw tickets (view %i)', async (v) => {
    const view = views()[v]!;
    const result = await getReport(view.client, 'CustomerSales');
    const rows = tableOf(result, 'customerSales').Rows;
    const raw = await rawSpend(view.storeIds);
    expect(raw.length).toBeGreaterThan(0);
    expect(
      byNumber(rows).map((r) => ({
        customerNumber: r.customerNumber,
        visits: r.visits,
        spend: r.spend,
        lastVisit: r.lastVisit,
      })),
    ).toEqual(raw);
    for (const r of rows) expect(r.averageTicket).toBe((Number(r.spend) / Number(r.visits)).toFixed(2));
    // Biggest spenders first.
    const spends = rows.map((r) => Number(r.spend));
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
  });

  it("names each top customer's three most bought items, as their lines say", async () => {
    const result = await getReport(world.company, 'CustomerSales');
    const top = tableOf(result, 'topCustomers').Rows;
    expect(top.length).toBeGreaterThan(0);
    for (const row of top) {
      const items = await queryRows<{ name: string; quantity: string }>(
        t.db,
        sql`select l.item_name as name, trim_scale(sum(l.quantity))::text as quantity
              from tickets k join ticket_lines l on l.ticket_id = k.id join customers c on c.id = k.customer_id
             where c.merchant_id = ${world.merchant.merchantId} and c.first_name || ' ' || c.last_name = ${row.customerName}
               and k.business_date between ${FROM} and ${TO} and k.transaction_type in ('S', 'RT', 'SR', 'R', 'F')
               and l.line_type = 'Item'
             group by l.item_name having sum(l.quantity) > 0 order by sum(l.quantity) desc, l.item_name limit 3`,
      );
      expect(row.topItems).toBe(items.map((i) => `${i.name} ×${i.quantity}`).join(', '));
    }
    expect(result.Charts[0]).toMatchObject({ Table: 'topCustomers', Series: ['spend'] });
  });
});

describe('bulk e-mail', () => {
  it('lists the opted-in customers with an address, whether or not they visited', async () => {
    const result = await getReport(world.company, 'CustomerBulkEmail');
    const rows = tableOf(result, 'mailingList').Rows;
    // Ana, Di and Ed: Bo has no address, Cy did not agree.
    expect(rows.map((r) => r.customerName)).toEqual(['Ana Shopper', 'Di Shopper', 'Ed Shopper']);
    const raw = new Map((await rawSpend(world.merchant.storeIds)).map((r) => [r.customerNumber, r]));
    for (const r of rows) {
      expect(r.visits).toBe(raw.get(String(r.customerNumber))?.visits ?? 0);
      expect(r.spend).toBe(raw.get(String(r.customerNumber))?.spend ?? '0.00');
    }
    expect(rows.find((r) => r.customerName === 'Ed Shopper')).toMatchObject({ visits: 0, lastVisit: null });
  });

  it('keeps only those who visited in the range, or who spent at least the amount', async () => {
    const visited = tableOf(await getReport(world.company, 'CustomerBulkEmail', { OnlyVisitors: true }), 'mailingList');
    expect(visited.Rows.map((r) => r.customerName)).toEqual(['Ana Shopper', 'Di Shopper']);
    const spends = visited.Rows.map((r) => Number(r.spend)).sort((a, b) => a - b);
    const between = ((spends[0]! + spends[1]!) / 2).toFixed(2);
    const big = tableOf(
      await getReport(world.company, 'CustomerBulkEmail', { MinimumSpend: between }),
      'mailingList',
    ).Rows;
    expect(big).toHaveLength(1);
    expect(Number(big[0]!.spend)).toBe(spends[1]);
  });

  it('takes the last visit up to the end of the range, not after it', async () => {
    const early = addDays(FROM, 1);
    const rows = tableOf(await getReport(world.company, 'CustomerBulkEmail', { ToDate: early }), 'mailingList').Rows;
    for (const r of rows) if (r.lastVisit !== null) expect(String(r.lastVisit) <= early).toBe(true);
  });

  it.each(['abc', '-5', '1.234', '10000000'])('refuses MinimumSpend %s, naming it', async (amount) => {
    const res = await world.company.get(
      `/api/reports/CustomerBulkEmail?FromDate=${FROM}&ToDate=${TO}&MinimumSpend=${amount}`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'MinimumSpend', messageKey: REPORT_ERROR.invalidAmount });
  });
});

describe('customer notes', () => {
  it.each(VIEWS)(
    "lists the notes written at the view's stores on the range's days in their zone (view %i)",
    async (v) => {
      const view = views()[v]!;
      const rows = tableOf(await getReport(view.client, 'CustomerNotes'), 'customerNotes').Rows;
      const raw = await queryRows<{ note: string }>(
        t.db,
        sql`select n.note from customer_notes n join stores s on s.id = n.store_id
           where n.store_id in ${view.storeIds}
             and (n.created_at at time zone s.time_zone)::date between ${FROM} and ${TO}
           order by n.created_at desc, n.id desc`,
      );
      expect(raw.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.note)).toEqual(raw.map((r) => r.note));
      expect(rows.every((r) => r.writtenBy === 'Manager')).toBe(true);
    },
  );
});

type TEntry = { account: string; day: string; kind: string; amount: number; at: string };

/** Balance and ageing of each account at the end of `asOf`, computed here: payments settle the oldest charges. */
function expectedAgeing(entries: TEntry[], asOf: string) {
  const days = (day: string) => (Date.parse(asOf) - Date.parse(day)) / 86_400_000;
  const accounts = new Map<string, { balance: number; buckets: number[] }>();
  for (const account of new Set(entries.map((e) => e.account))) {
    const mine = entries.filter((e) => e.account === account && e.day <= asOf);
    let paid = mine.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amount, 0);
    const buckets = [0, 0, 0, 0];
    for (const charge of mine.filter((e) => e.kind === 'charge').sort((a, b) => a.at.localeCompare(b.at))) {
      const covered = Math.min(paid, charge.amount);
      paid -= covered;
      const age = days(charge.day);
      buckets[age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3]! += charge.amount - covered;
    }
    const balance = mine.reduce((s, e) => s + (e.kind === 'charge' ? e.amount : -e.amount), 0);
    if (balance < 0) buckets[0]! += balance;
    accounts.set(account, { balance, buckets });
  }
  return accounts;
}

const rawEntries = () =>
  queryRows<TEntry>(
    t.db,
    sql`select a.account_number as account, e.business_date::text as day, e.kind, e.amount::float8 as amount,
               e.at::text as at
          from house_account_entries e join house_accounts a on a.id = e.house_account_id
         where a.merchant_id = ${world.merchant.merchantId}`,
  );

describe('house accounts', () => {
  it.each([TO, addDays(TO, 1), addDays(FROM, -30)])(
    'gives each account its balance and ageing at the end of %s, oldest charges paid first',
    async (asOf) => {
      const rows = tableOf(
        await getReport(world.company, 'HouseAccounts', { FromDate: addDays(asOf, -10), ToDate: asOf }),
        'houseAccounts',
      ).Rows;
      const expected = expectedAgeing(await rawEntries(), asOf);
      expect(rows.map((r) => r.accountNumber)).toEqual(['HA-1', 'HA-2']);
      for (const r of rows) {
        const e = expected.get(String(r.accountNumber))!;
        expect(Number(r.balance)).toBeCloseTo(e.balance, 2);
        expect(Number(r.available)).toBeCloseTo(Number(r.creditLimit) - e.balance, 2);
        expect([r.current, r.days31To60, r.days61To90, r.over90].map(Number)).toEqual(
          e.buckets.map((b) => Number(b.toFixed(2))),
        );
      }
    },
  );

  it('charts the totals by age and lists a store only the accounts used there', async () => {
    const result = await getReport(world.storeUsers[1]!, 'HouseAccounts');
    // Both accounts were used in Honolulu; the ageing table sums the accounts' buckets.
    const accounts = tableOf(result, 'houseAccounts');
    const ageing = tableOf(result, 'houseAccountAgeing').Rows;
    expect(ageing.map((r) => r.age)).toEqual(['current', 'days31To60', 'days61To90', 'over90']);
    expect(ageing.map((r) => r.amount)).toEqual(
      ['current', 'days31To60', 'days61To90', 'over90'].map((k) => accounts.Totals![k]),
    );
    expect(result.Charts[0]).toMatchObject({ Table: 'houseAccountAgeing', Kind: 'bar' });
  });
});

describe('account activity', () => {
  it.each(VIEWS)(
    "lists the view's charges and payments in the range and each account's balances (view %i)",
    async (v) => {
      const view = views()[v]!;
      const result = await getReport(view.client, 'HouseAccountActivity');
      const entries = tableOf(result, 'accountEntries').Rows;
      const raw = await queryRows<{ charge: string | null; payment: string | null }>(
        t.db,
        sql`select case when kind = 'charge' then amount::text end as charge,
                 case when kind = 'payment' then amount::text end as payment
            from house_account_entries where store_id in ${view.storeIds} and business_date between ${FROM} and ${TO}
           order by at, id`,
      );
      expect(entries.map((r) => ({ charge: r.charge, payment: r.payment }))).toEqual(raw);
      const all = await rawEntries();
      for (const m of tableOf(result, 'accountMovements').Rows) {
        const mine = all.filter((e) => e.account === m.accountNumber);
        const signed = (e: TEntry) => (e.kind === 'charge' ? e.amount : -e.amount);
        expect(Number(m.opening)).toBeCloseTo(
          mine.filter((e) => e.day < FROM).reduce((s, e) => s + signed(e), 0),
          2,
        );
        expect(Number(m.closing)).toBeCloseTo(
          mine.filter((e) => e.day <= TO).reduce((s, e) => s + signed(e), 0),
          2,
        );
      }
    },
  );
});

describe('the customer list', () => {
  it.each(VIEWS)("lists every customer of the merchant with the view's visits (view %i)", async (v) => {
    const view = views()[v]!;
    const rows = tableOf(await getReport(view.client, 'CustomerList'), 'customerList').Rows;
    expect(rows.map((r) => r.customerName)).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((n) => `${n} Shopper`));
    const raw = await rawSpend(view.storeIds, '2000-01-01', '2100-01-01');
    for (const r of rows) expect(r.visits).toBe(raw.find((x) => x.customerNumber === r.customerNumber)?.visits ?? 0);
    expect(rows.map((r) => [r.marketingOptIn, r.loyaltyMember, r.houseAccount])).toEqual([
      [true, false, 'HA-1'],
      [true, false, null],
      [false, true, 'HA-2'],
      [true, true, null],
      [true, false, null],
    ]);
  });
});

describe('every customer report', () => {
  it.each(CUSTOMER_FILES)('%s shows no row of another merchant in any view', async (file) => {
    for (const view of views()) {
      const result = await getReport(view.client, file);
      expect(JSON.stringify(result)).not.toContain(OTHER);
    }
  });

  it.each(CUSTOMER_FILES)('%s refuses a To date before the From date, naming ToDate', async (file) => {
    const res = await world.company.get(`/api/reports/${file}?FromDate=${TO}&ToDate=${FROM}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'ToDate' });
  });
});

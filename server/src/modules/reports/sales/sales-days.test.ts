import { ZReportResult, type TReportResult } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { createSalesWorld, FROM, getReport, storesOf, TO, type TParams, type TSalesWorld } from './sales-world.ts';

/**
 * The hourly and summary reports through HTTP, with the day-of-week filter: figures equal to a plain computation over
 * the raw tickets of the chosen weekdays (each business date's own: 0 = Sunday), in store and company view.
 */
let w: TSalesWorld;
beforeAll(async () => {
  w = await createSalesWorld();
});
afterAll(async () => {
  await w?.t.close();
});

const VIEWS = ['company', 'storeOne'] as const;
type TView = (typeof VIEWS)[number];

async function report(view: TView, file: string, params: TParams = {}): Promise<TReportResult> {
  const res = await getReport<TReportResult>(w[view], file, params);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZReportResult.parse(res.body);
}

/** The view's sales tickets from `from` to TO on some weekdays (null: every day), grouped by a column. */
const rawTickets = <T>(view: TView, by: 'business_hour' | 'business_date', days: number[] | null, from = FROM) =>
  queryRows<T>(
    w.t.db,
    sql`select ${sql.identifier(by)}::text as key, count(*)::int as tickets,
               sum(sub_total_amount - discount_amount)::text as net
          from tickets
         where store_id in ${storesOf(w, view)} and business_date between ${from} and ${TO}
           and transaction_type in ('S', 'RT', 'SR', 'R', 'F')
           and ${days === null ? sql`true` : sql`extract(dow from business_date)::int in ${days}`}
         group by 1 order by min(${sql.identifier(by)})`,
  );
type TRawDay = { key: string; tickets: number; net: string };

describe.each(VIEWS)('the hourly report (%s)', (view) => {
  it.each([
    ['every day', '-1', null],
    ['Mondays and Wednesdays', '1,3', [1, 3]],
    ['the weekend', '0,6', [0, 6]],
  ] as const)('gives each business hour its tickets on %s', async (_name, DaysToSelect, days) => {
    const body = await report(view, 'HourlySales', { DaysToSelect });
    const expected = await rawTickets<TRawDay>(view, 'business_hour', days === null ? null : [...days]);
    const [hours] = body.Tables;
    expect(hours!.Rows.map((r) => [String(r.hour), r.tickets, r.netSales])).toEqual(
      expected.map((r) => [r.key, r.tickets, r.net]),
    );
    expect(body.Charts[0]).toMatchObject({ Kind: 'bar', Category: 'hour', Series: ['netSales'] });
  });

  it('counts fewer sales when days are left out, and as many with all seven as with -1', async () => {
    const all = (await report(view, 'HourlySales')).Tables[0]!.Totals!;
    const some = (await report(view, 'HourlySales', { DaysToSelect: '1,3' })).Tables[0]!.Totals!;
    expect(some.tickets as number).toBeLessThan(all.tickets as number);
    expect(some.tickets as number).toBeGreaterThan(0);
    const seven = (await report(view, 'HourlySales', { DaysToSelect: '0,1,2,3,4,5,6' })).Tables[0]!.Totals!;
    expect(seven).toEqual(all);
  });

  it('adds no column for speed of service, which tickets hold no duration for', async () => {
    const plain = await report(view, 'HourlySales');
    expect((await report(view, 'HourlySales', { IsSpeedOfServiceEnabled: true })).Tables).toEqual(plain.Tables);
  });
});

describe.each(VIEWS)('the sales summary (%s)', (view) => {
  const LENGTH = 10;

  it('puts each day beside the same day of the previous ten days, with the difference', async () => {
    const body = await report(view, 'SalesSummary');
    const raw = new Map(
      (await rawTickets<TRawDay>(view, 'business_date', null, addDays(FROM, -LENGTH))).map((r) => [r.key, r.net]),
    );
    const [days] = body.Tables;
    expect(days!.Rows.map((r) => r.businessDate)).toEqual(Array.from({ length: LENGTH }, (_, i) => addDays(FROM, i)));
    for (const row of days!.Rows) {
      const previousDate = addDays(row.businessDate as string, -LENGTH);
      const net = raw.get(row.businessDate as string) ?? '0.00';
      const previous = raw.get(previousDate) ?? '0.00';
      expect(row).toMatchObject({ netSales: net, previousDate, previousNetSales: previous });
      expect(Number(row.difference)).toBeCloseTo(Number(net) - Number(previous), 2);
    }
    const current = [...raw].filter(([date]) => date >= FROM).reduce((sum, [, net]) => sum + Number(net), 0);
    expect(Number(days!.Totals!.netSales)).toBeCloseTo(current, 2);
    expect(body.Charts[0]).toMatchObject({ Kind: 'line', Series: ['netSales', 'previousNetSales'] });
  });

  it('shows only the chosen weekdays, with their figures', async () => {
    const body = await report(view, 'SalesSummary', { DaysToSelect: '0,6' });
    const expected = await rawTickets<TRawDay>(view, 'business_date', [0, 6]);
    const rows = body.Tables[0]!.Rows;
    expect(rows.map((r) => new Date(`${r.businessDate as string}T00:00:00Z`).getUTCDay())).toEqual([0, 6, 0]);
    expect(rows.filter((r) => r.tickets !== 0).map((r) => [r.businessDate, r.tickets, r.netSales])).toEqual(
      expected.map((r) => [r.key, r.tickets, r.net]),
    );
  });
});

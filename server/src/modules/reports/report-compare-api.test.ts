import {
  REPORT_ERROR,
  ZReportResult,
  type TReportResult,
  type TReportRow,
  type TReportTable,
} from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createTicket } from '../../test/factories/tickets.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * Period and store comparison through the real HTTP stack (issue 16 §6): the compared figures of a report are the
 * figures the same report answers when asked for the comparison range itself, which the test names by hand (not
 * through the contract's function), and the raw tickets agree. A merchant of the test's own has two stores and tickets
 * on every day of the range, of the previous period and of the same dates last year, a different number each day and
 * hour.
 */
let t: TTestApp;
let merchant: TMerchantFixture;
let company: TestClient;
let storeOne: TestClient;
const FROM = '2026-03-01';
const TO = '2026-03-10';
const PREVIOUS = { FromDate: '2026-02-19', ToDate: '2026-02-28' };
const LAST_YEAR = { FromDate: '2025-03-01', ToDate: '2025-03-10' };

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ['America/New_York', 'Pacific/Honolulu'] });
  const days = [
    ...Array.from({ length: 20 }, (_, i) => addDays(PREVIOUS.FromDate, i)),
    ...Array.from({ length: 10 }, (_, i) => addDays(LAST_YEAR.FromDate, i)),
  ];
  for (const [i, day] of days.entries())
    for (const store of [0, 1])
      // Some days a store sells nothing: its row in the other period compares with zero.
      for (let n = 0; n < (i + store * 2) % 4; n++)
        await createTicket(t.db, merchant.store(store), {
          // 21:00 or 23:00 UTC: the afternoon in both stores, on that business date.
          ticketAt: new Date(`${day}T${n % 2 === 0 ? 21 : 23}:00:00Z`),
          guestCount: 1 + n,
          tipAmount: n === 1 ? '1.25' : '0',
          lines: [
            { itemName: 'Tea', price: `${2 + ((i * 7 + store) % 9)}.${(i * 13) % 100}`.padEnd(4, '0') },
            ...(i % 2 === 0 ? [{ itemName: 'Round Up', price: '0.35', lineType: 'Donation' as const }] : []),
          ],
        });
  company = await companyViewClient(t, merchant);
  storeOne = await storeViewClient(t, merchant);
});
afterAll(async () => {
  await t?.close();
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
async function report(client: TestClient, file: string, params: Record<string, string>): Promise<TReportResult> {
  const res = await client.get<TReportResult>(`/api/reports/${file}?${query(params)}`);
  expect(res.status).toBe(200);
  return ZReportResult.parse(res.body);
}
const tableOf = (result: TReportResult, key: string): TReportTable => {
  const found = result.Tables.find((x) => x.Key === key);
  if (!found) throw new Error(`no table ${key}`);
  return found;
};

/** Cents (or units) of a figure, to check a change by plain integer arithmetic. */
const units = (value: unknown) => Math.round(Number(value) * 1000);

/**
 * Every figure of the plain report's table is in the compared one unchanged; beside it the figure of the comparison
 * run's row it pairs with (zero when that run has none), the exact change and the totals of the comparison run.
 */
function expectCompared(
  compared: TReportTable,
  current: TReportTable,
  previous: TReportTable,
  counterpart: (row: TReportRow) => unknown,
  keyOf: (row: TReportRow) => unknown,
) {
  // The rank of a store is no figure to compare.
  const figures = current.Columns.filter(
    (c) => c.Key !== 'rank' && ['money', 'count', 'quantity', 'hours'].includes(c.Type),
  );
  expect(figures.length).toBeGreaterThan(0);
  expect(compared.Rows).toHaveLength(current.Rows.length);
  compared.Rows.forEach((row, i) => {
    const before = previous.Rows.find((p) => keyOf(p) === counterpart(row));
    for (const c of current.Columns) expect(row[c.Key]).toEqual(current.Rows[i]![c.Key]);
    for (const c of figures) {
      const expected = before ? before[c.Key] : c.Type === 'count' ? 0 : '0.00';
      expect(row[`${c.Key}Previous`], `${c.Key} of ${String(keyOf(row))}`).toEqual(expected);
      expect(units(row[`${c.Key}Change`])).toBe(units(row[c.Key]) - units(expected));
    }
  });
  for (const c of figures) {
    expect(compared.Totals?.[`${c.Key}Previous`]).toEqual(previous.Totals?.[c.Key]);
    expect(units(compared.Totals?.[`${c.Key}Change`])).toBe(
      units(current.Totals?.[c.Key]) - units(previous.Totals?.[c.Key]),
    );
  }
  // Some rows must pair with a row of the other run, or the test proves little.
  expect(compared.Rows.some((row) => previous.Rows.some((p) => keyOf(p) === counterpart(row)))).toBe(true);
}

describe('comparing with the previous period', () => {
  it('puts each store beside its own figures of the previous period, ranked in both', async () => {
    const range = { FromDate: FROM, ToDate: TO };
    const body = await report(company, 'LocationSales', { ...range, CompareTo: 'previousPeriod' });
    expect(body.Comparison).toEqual({ CompareTo: 'previousPeriod', ...PREVIOUS });
    const current = tableOf(await report(company, 'LocationSales', range), 'locations');
    const previous = tableOf(await report(company, 'LocationSales', PREVIOUS), 'locations');
    const byStore = (row: TReportRow) => row.storeId;
    const compared = tableOf(body, 'locations');
    expectCompared(compared, current, previous, byStore, byStore);

    // The raw tickets of the previous period, summed by the database itself.
    const raw = await queryRows<{ storeId: number; netSales: string; tickets: number }>(
      t.db,
      sql`select store_id as "storeId", sum(sub_total_amount - discount_amount)::text as "netSales", count(*)::int as tickets
            from tickets where store_id in ${merchant.storeIds}
             and business_date between ${PREVIOUS.FromDate} and ${PREVIOUS.ToDate}
             and transaction_type in ('S', 'RT', 'SR', 'R', 'F')
           group by store_id`,
    );
    expect(raw).toHaveLength(2);
    for (const r of raw)
      expect(compared.Rows.find((row) => row.storeId === r.storeId)).toMatchObject({
        netSalesPrevious: r.netSales,
        ticketsPrevious: r.tickets,
      });

    // Ranks by net sales, highest first, in each period.
    const rankIn = (rows: TReportRow[], storeId: unknown) => {
      const mine = Number(rows.find((r) => r.storeId === storeId)?.netSales);
      return 1 + rows.filter((r) => Number(r.netSales) > mine).length;
    };
    for (const row of compared.Rows) {
      expect(row.rank).toBe(rankIn(current.Rows, row.storeId));
      expect(row.rankPrevious).toBe(rankIn(previous.Rows, row.storeId));
    }
    expect(compared.Columns.slice(0, 3).map((c) => c.Key)).toEqual(['storeName', 'rank', 'rankPrevious']);
    // Each store's bar stands beside its bar of the previous period.
    expect(body.Charts.find((c) => c.Table === 'locations')?.Series).toEqual(['netSales', 'netSalesPrevious']);
  });

  it('pairs each day of a daily series with the day as many days back as the range is long', async () => {
    const range = { FromDate: FROM, ToDate: TO };
    const body = await report(company, 'Donations', { ...range, CompareTo: 'previousPeriod' });
    const current = tableOf(await report(company, 'Donations', range), 'donationsByDay');
    const previous = tableOf(await report(company, 'Donations', PREVIOUS), 'donationsByDay');
    expectCompared(
      tableOf(body, 'donationsByDay'),
      current,
      previous,
      (row) => addDays(String(row.businessDate), -10),
      (row) => row.businessDate,
    );
    // The list by cause is no time series: left as it is.
    expect(tableOf(body, 'donationsByCause').Columns.some((c) => c.Compare)).toBe(false);
    // The chart draws the previous period as a second series.
    expect(body.Charts.find((c) => c.Table === 'donationsByDay')?.Series).toEqual(['amount', 'amountPrevious']);
  });
});

describe('comparing with the same period last year', () => {
  it('pairs the hours of a store view with the same hours of the same dates a year earlier', async () => {
    const range = { FromDate: FROM, ToDate: TO };
    const body = await report(storeOne, 'HourlySales', { ...range, CompareTo: 'lastYear' });
    expect(body.Comparison).toEqual({ CompareTo: 'lastYear', ...LAST_YEAR });
    const current = tableOf(await report(storeOne, 'HourlySales', range), 'hours');
    const previous = tableOf(await report(storeOne, 'HourlySales', LAST_YEAR), 'hours');
    const byHour = (row: TReportRow) => row.hour;
    expectCompared(tableOf(body, 'hours'), current, previous, byHour, byHour);
    // No ranking in a store view.
    expect(tableOf(body, 'hours').Columns.some((c) => c.Key === 'rank')).toBe(false);
  });
});

describe('without CompareTo', () => {
  it('answers no comparison, and still ranks the stores of the company view', async () => {
    const body = await report(company, 'LocationSales', { FromDate: FROM, ToDate: TO });
    expect(body.Comparison).toBeUndefined();
    const locations = tableOf(body, 'locations');
    expect(locations.Columns.some((c) => c.Compare)).toBe(false);
    expect(locations.Columns.map((c) => c.Key).slice(0, 2)).toEqual(['storeName', 'rank']);
    expect(locations.Totals?.rank).toBeNull();
  });
});

describe('a CompareTo that is not one of the two', () => {
  it.each(['nextYear', '', 'PreviousPeriod'])(
    '%j: 400 naming CompareTo, on the report and its export',
    async (value) => {
      for (const path of ['/api/reports/LocationSales', '/api/reports/LocationSales/export/csv']) {
        const res = await company.get(`${path}?${query({ FromDate: FROM, ToDate: TO, CompareTo: value })}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ field: 'CompareTo', messageKey: REPORT_ERROR.invalidCompareTo });
      }
    },
  );
});

describe('the export of a compared report', () => {
  it('labels the comparison columns and names the comparison range', async () => {
    const res = await company.get(
      `/api/reports/LocationSales/export/csv?${query({ FromDate: FROM, ToDate: TO, CompareTo: 'lastYear' })}`,
    );
    expect(res.status).toBe(200);
    const lines = parse(res.text, { relaxColumnCount: true, bom: true }) as string[][];
    expect(lines.slice(0, 4).map((line) => line[0])).toContain(
      'Compared with the same period last year, 2025-03-01 to 2025-03-10',
    );
    const labels = lines.find((line) => line[0] === 'Store');
    expect(labels?.slice(0, 3)).toEqual(['Store', 'Rank', 'Rank (last year)']);
    expect(labels).toEqual(
      expect.arrayContaining(['Net sales', 'Net sales (last year)', 'Net sales change', 'Net sales % change']),
    );
    const net = labels!.indexOf('Net sales');
    expect(labels!.slice(net, net + 4)).toEqual([
      'Net sales',
      'Net sales (last year)',
      'Net sales change',
      'Net sales % change',
    ]);
  });
});

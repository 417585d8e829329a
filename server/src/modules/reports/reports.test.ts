import { REPORT_ERROR, REPORT_SERVICE_VERSION, ZReportResult, type TReportResult } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { inReportSnapshot } from './report-engine.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { createTicket } from '../../test/factories/tickets.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * The report service's contract, on the location report: the version, the header the session decides, the 400s every
 * report shares, and figures equal to a plain computation over the raw tickets of a merchant of the test's own (two
 * stores fifteen hours apart, so one instant falls on different business dates), in store and company view.
 */
let t: TTestApp;
let merchant: TMerchantFixture;
let company: TestClient;
let storeOne: TestClient;
const FROM = '2026-03-01';
const TO = '2026-03-10';
/** Noon UTC of a date, minus some hours: New York and Honolulu see different business dates for late ones. */
const at = (date: string, hoursBefore: number) => new Date(Date.parse(`${date}T12:00:00Z`) - hoursBefore * 3_600_000);

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ['America/New_York', 'Pacific/Honolulu'] });
  for (let day = -1; day <= 11; day++)
    for (const [store, hoursBefore] of [
      [0, 1],
      [1, 2],
      [1, 13],
      [0, 17],
    ] as const)
      await createTicket(t.db, merchant.store(store), {
        ticketAt: at(addDays(FROM, day), hoursBefore),
        transactionType: day % 5 === 0 ? 'RT' : day % 7 === 0 ? 'V' : 'S',
        guestCount: 1 + (day % 3),
        tipAmount: day % 2 === 0 ? '1.50' : '0',
      });
  company = await companyViewClient(t, merchant);
  storeOne = await storeViewClient(t, merchant);
});
afterAll(async () => {
  await t?.close();
});

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const location = (c: TestClient, params: Record<string, string | number | boolean> = {}) =>
  c.get<TReportResult>(`/api/reports/LocationSales?${query({ FromDate: FROM, ToDate: TO, ...params })}`);

type TRaw = { storeId: number; tickets: number; netSales: string; tips: string };
const raw = (storeIds: number[]) =>
  queryRows<TRaw>(
    t.db,
    sql`select store_id as "storeId", count(*)::int as tickets,
               sum(sub_total_amount - discount_amount)::text as "netSales", sum(tip_amount)::text as tips
          from tickets where store_id in ${storeIds} and business_date between ${FROM} and ${TO}
           and transaction_type in ('S', 'RT', 'SR', 'R', 'F')
         group by store_id order by store_id`,
  );

describe('the report service', () => {
  it('answers its version', async () => {
    const res = await company.get('/api/Reports/version');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Version: REPORT_SERVICE_VERSION });
  });

  it('is closed to a visitor without a session', async () => {
    expect((await t.client().get(`/api/reports/LocationSales?${query({ FromDate: FROM, ToDate: TO })}`)).status).toBe(
      401,
    );
  });

  it.each([
    ['To before From', { FromDate: TO, ToDate: FROM }, 'ToDate', REPORT_ERROR.toBeforeFrom],
    ['a range over 366 days', { FromDate: '2025-01-01', ToDate: '2026-01-02' }, 'ToDate', REPORT_ERROR.rangeTooLong],
    ['a date that is no date', { FromDate: '2026-02-30' }, 'FromDate', REPORT_ERROR.invalidDate],
    ['a malformed day filter', { DaysToSelect: '1,9' }, 'DaysToSelect', REPORT_ERROR.invalidDays],
    ['an employee of no merchant', { EmployeeId: 2_000_000_000 }, 'EmployeeId', REPORT_ERROR.unknownEmployee],
  ])('refuses %s with a 400 naming the field', async (_name, params, field, messageKey) => {
    const res = await location(company, params);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, messageKey });
  });

  it('accepts exactly 366 days', async () => {
    expect((await location(company, { FromDate: '2025-01-01', ToDate: '2026-01-01' })).status).toBe(200);
  });
});

describe('the location report', () => {
  it('gives each store of the company view the figures of its raw tickets', async () => {
    const res = await location(company);
    expect(res.status).toBe(200);
    const body = ZReportResult.parse(res.body);
    expect(body).toMatchObject({ IsCompanyView: true, StoreName: merchant.name, FromDate: FROM, ToDate: TO });
    const expected = await raw(merchant.storeIds);
    const [locations] = body.Tables;
    expect(locations!.Rows.map((r) => [r.storeId, r.tickets, r.netSales, r.tips])).toEqual(
      expected.map((r) => [r.storeId, r.tickets, r.netSales, r.tips]),
    );
    const ticketSum = expected.reduce((n, r) => n + r.tickets, 0);
    expect(locations!.Totals).toMatchObject({ tickets: ticketSum, percentOfSales: '100.00' });
  });

  it("shows a store user only that store, under the session's own header whatever the query claims", async () => {
    const res = await location(storeOne, { StoreName: 'Someone Else', IsCompanyView: true });
    expect(res.status).toBe(200);
    const body = ZReportResult.parse(res.body);
    expect(body).toMatchObject({ IsCompanyView: false, StoreName: `${merchant.name} Store 1` });
    const [expected] = await raw([merchant.storeIds[0]!]);
    expect(body.Tables[0]!.Rows.map((r) => [r.storeId, r.tickets, r.netSales])).toEqual([
      [expected!.storeId, expected!.tickets, expected!.netSales],
    ]);
  });

  it("never shows another merchant's stores", async () => {
    const demo = await company.get<TReportResult>(
      `/api/reports/LocationSales?${query({ FromDate: '2000-01-01', ToDate: '2000-12-31' })}`,
    );
    expect(demo.status).toBe(200);
    const own = await location(company, { FromDate: addDays(TO, -365), ToDate: TO });
    expect(own.body.Tables[0]!.Rows.every((r) => merchant.storeIds.includes(r.storeId as number))).toBe(true);
  });
});

describe('the report snapshot', () => {
  const settings = (db: TTestApp['db']) =>
    queryRows<Record<string, string>>(
      db,
      sql`select current_setting('transaction_isolation') as isolation,
                 current_setting('transaction_read_only') as "readOnly",
                 current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`,
    );

  it('reads in one read-only repeatable-read transaction without parallel workers or JIT, and leaves them after', async () => {
    const before = await settings(t.db);
    expect(await inReportSnapshot(t.db, settings)).toEqual([
      { isolation: 'repeatable read', readOnly: 'on', workers: '0', jit: 'off' },
    ]);
    expect(await settings(t.db)).toEqual(before);
  });
});

import { REPORT_ERROR, ZReportResult, type TReportResult } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import {
  createSalesWorld,
  FROM,
  getReport,
  labelsWithoutText,
  storesOf,
  TO,
  type TParams,
  type TSalesWorld,
} from './sales-world.ts';

/**
 * The sales commissions report through HTTP, for a merchant of product type 6 (the only one its page is shown to):
 * each employee's commission is their rate of the net sales of their raw tickets, in store and company view.
 */
let w: TSalesWorld;
beforeAll(async () => {
  w = await createSalesWorld({ productType: 6 });
});
afterAll(async () => {
  await w?.t.close();
});

const VIEWS = ['company', 'storeOne'] as const;
type TView = (typeof VIEWS)[number];

async function report(view: TView, params: TParams = {}): Promise<TReportResult> {
  const res = await getReport<TReportResult>(w[view], 'SalesCommissions', params);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZReportResult.parse(res.body);
}

type TRaw = { name: string; tickets: number; net: string; commission: string };
const raw = (view: TView) =>
  queryRows<TRaw>(
    w.t.db,
    sql`select e.first_name || ' ' || e.last_name as name, count(*)::int as tickets,
               sum(t.sub_total_amount - t.discount_amount)::text as net,
               round(sum(t.sub_total_amount - t.discount_amount) * e.commission_rate / 100, 2)::text as commission
          from tickets t join employees e on e.id = t.employee_id
         where t.store_id in ${storesOf(w, view)} and t.business_date between ${FROM} and ${TO}
           and t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')
         group by e.id order by 1`,
  );

describe.each(VIEWS)('the sales commissions report (%s)', (view) => {
  it("pays each employee their rate of their tickets' net sales", async () => {
    const body = await report(view);
    const expected = await raw(view);
    expect(expected.map((r) => r.name)).toEqual(['Ann Lee', 'Bob Ray']);
    const [commissions] = body.Tables;
    expect(commissions!.Rows.map((r) => [r.employeeName, r.tickets, r.netSales, r.commission])).toEqual(
      expected.map((r) => [r.name, r.tickets, r.net, r.commission]),
    );
    expect(commissions!.Rows.map((r) => r.commissionRate)).toEqual(['5.00', '2.50']);
    expect(labelsWithoutText([body, await report(view, { showItemDetail: true })])).toEqual([]);
  });

  it('keeps one employee with EmployeeId, and details their items with showItemDetail', async () => {
    const body = await report(view, { EmployeeId: w.ids.employees.bob, showItemDetail: true });
    const [bob] = (await raw(view)).filter((r) => r.name === 'Bob Ray');
    expect(body.Tables[0]!.Rows.map((r) => [r.employeeName, r.netSales])).toEqual([[bob!.name, bob!.net]]);
    const items = body.Tables[1]!;
    expect(items.Key).toBe('commissionItems');
    expect(new Set(items.Rows.map((r) => r.employeeName))).toEqual(new Set(['Bob Ray']));
    expect(items.Totals!.netSales).toBe(bob!.net);
  });
});

describe('the commissions filter', () => {
  it("refuses another merchant's employee", async () => {
    const [other] = await queryRows<{ id: number }>(
      w.t.db,
      sql`select id from employees where merchant_id <> ${w.merchant.merchantId} limit 1`,
    );
    const res = await getReport(w.company, 'SalesCommissions', { EmployeeId: other!.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'EmployeeId', messageKey: REPORT_ERROR.unknownEmployee });
  });
});

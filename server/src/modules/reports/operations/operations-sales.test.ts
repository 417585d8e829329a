import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import {
  buildOperationsWorld,
  FROM,
  getReport,
  tableOf,
  TO,
  type TOperationsWorld,
  viewsOf,
} from './operations-world.ts';

/**
 * The sales side of the operations reports (summary, device, employee, discounts, taxes, tips) through HTTP, each
 * figure equal to a plain computation over the raw tickets, lines and payments, in each store and the company view.
 */
let t: TTestApp;
let world: TOperationsWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildOperationsWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const SALES = sql.raw(`('S', 'RT', 'SR', 'R', 'F')`);
/** The raw tickets (alias t) of the view and range. */
const inView = (storeIds: number[]) => sql`t.store_id in ${storeIds} and t.business_date between ${FROM} and ${TO}`;
const money = (expression: string) => sql.raw(`coalesce(sum(${expression}), 0)::numeric(16, 2)::text`);

const views = () => viewsOf(world);
const VIEWS = [0, 1, 2];

describe('the operations summary', () => {
  it.each(VIEWS)('equals the raw tickets and payments in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'OperationsSummary');
    const [raw] = await queryRows<Record<string, string | number>>(
      t.db,
      sql`select ${money("t.sub_total_amount) filter (where t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')")} as "grossSales",
                 ${money("t.sub_total_amount - t.discount_amount) filter (where t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')")} as "netSales",
                 ${money("t.tip_amount) filter (where t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')")} as tips,
                 ${money("t.gratuity_amount) filter (where t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')")} as gratuity,
                 ${money("t.total_amount) filter (where t.transaction_type = 'RT'")} as refunds,
                 ${money("t.sub_total_amount) filter (where t.transaction_type = 'V'")} as voids,
                 (count(*) filter (where t.transaction_type = 'V'))::int as "voidCount",
                 (count(*) filter (where t.transaction_type in ${SALES}))::int as tickets,
                 coalesce(sum(t.guest_count) filter (where t.transaction_type in ${SALES}), 0)::int as guests
            from tickets t where ${inView(view.storeIds)}`,
    );
    const [summary] = tableOf(body, 'summary').Rows;
    expect(summary).toMatchObject(raw!);
    expect(Number(raw!.voidCount)).toBeGreaterThan(0);
    expect(raw!.refunds).not.toBe('0.00');

    const tenders = await queryRows<{ paymentType: string; payments: number; amount: string; tips: string }>(
      t.db,
      sql`select p.payment_type as "paymentType", count(*)::int as payments, ${money('p.amount')} as amount,
                 ${money('p.tip_amount')} as tips
            from ticket_payments p join tickets t on t.id = p.ticket_id
           where ${inView(view.storeIds)} and t.transaction_type in ${SALES}
           group by p.payment_type order by p.payment_type`,
    );
    const tenderTable = tableOf(body, 'tenders');
    expect(tenderTable.Rows.map((r) => [r.paymentType, r.payments, r.amount, r.tips])).toEqual(
      tenders.map((r) => [r.paymentType, r.payments, r.amount, r.tips]),
    );
    expect(tenderTable.Totals).toMatchObject({ percentOfPayments: '100.00' });
    expect(body.Charts[0]).toMatchObject({ Kind: 'pie', Table: 'tenders' });
  });

  it('adds a table by store in the company view with ShowStoreDetail, and not in a store view', async () => {
    const body = await getReport(world.company, 'OperationsSummary', { ShowStoreDetail: true });
    const byStore = tableOf(body, 'storeSummaries');
    const raw = await queryRows<{ storeId: number; netSales: string }>(
      t.db,
      sql`select t.store_id as "storeId", ${money('t.sub_total_amount - t.discount_amount')} as "netSales"
            from tickets t where ${inView(world.merchant.storeIds)} and t.transaction_type in ${SALES}
           group by t.store_id order by t.store_id`,
    );
    expect(byStore.Rows.map((r) => [r.storeId, r.netSales])).toEqual(raw.map((r) => [r.storeId, r.netSales]));
    expect(byStore.Totals!.netSales).toBe(tableOf(body, 'summary').Rows[0]!.netSales);
    const store = await getReport(views()[0]!.client, 'OperationsSummary', { ShowStoreDetail: true });
    expect(store.Tables.map((x) => x.Key)).toEqual(['summary', 'tenders']);
  });

  it('leaves the guest columns out for a retail account (mode 4)', async () => {
    const set = (type: number) =>
      t.db.execute(sql`update merchants set product_type = ${type} where id = ${world.merchant.merchantId}`);
    await set(4);
    try {
      const body = await getReport(world.company, 'OperationsSummary');
      const keys = tableOf(body, 'summary').Columns.map((c) => c.Key);
      expect(keys).not.toContain('guests');
      expect(keys).not.toContain('averagePerGuest');
      expect(tableOf(body, 'summary').Rows[0]).not.toHaveProperty('guests');
    } finally {
      await set(2);
    }
    const keys = tableOf(await getReport(world.company, 'OperationsSummary'), 'summary').Columns.map((c) => c.Key);
    expect(keys).toContain('averagePerGuest');
  });
});

describe('the device report', () => {
  it.each(VIEWS)('gives each device (and no device) the figures of its raw tickets in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'DeviceSales');
    const raw = await queryRows<{
      storeId: number;
      deviceId: number;
      deviceName: string;
      tickets: number;
      netSales: string;
    }>(
      t.db,
      sql`select t.store_id as "storeId", coalesce(t.device_id, 0) as "deviceId", coalesce(d.name, '') as "deviceName",
                 count(*)::int as tickets, ${money('t.sub_total_amount - t.discount_amount')} as "netSales"
            from tickets t left join devices d on d.id = t.device_id
           where ${inView(view.storeIds)} and t.transaction_type in ${SALES}
           group by 1, 2, 3 order by 1, 2`,
    );
    const sales = tableOf(body, 'deviceSales');
    expect(sales.Rows.map((r) => [r.storeId, r.deviceId, r.deviceName, r.tickets, r.netSales])).toEqual(
      raw.map((r) => [r.storeId, r.deviceId, r.deviceName, r.tickets, r.netSales]),
    );
    expect(raw.some((r) => r.deviceId === 0 && r.deviceName === '')).toBe(true);
    const [paid] = await queryRows<{ amount: string; payments: number }>(
      t.db,
      sql`select ${money('p.amount')} as amount, count(*)::int as payments
            from ticket_payments p join tickets t on t.id = p.ticket_id
           where ${inView(view.storeIds)} and t.transaction_type in ${SALES}`,
    );
    expect(tableOf(body, 'devicePayments').Totals).toMatchObject(paid!);
  });
});

describe('the employee report', () => {
  it.each(VIEWS)('gives each employee the figures of their raw tickets in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'EmployeeSales');
    const raw = await queryRows<Record<string, string | number>>(
      t.db,
      sql`select coalesce(t.employee_id, 0) as "employeeId",
                 (count(*) filter (where t.transaction_type in ${SALES}))::int as tickets,
                 ${money("t.sub_total_amount - t.discount_amount) filter (where t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')")} as "netSales",
                 ${money("t.tip_amount) filter (where t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')")} as tips,
                 (count(*) filter (where t.transaction_type = 'V'))::int as "voidCount",
                 ${money("t.sub_total_amount) filter (where t.transaction_type = 'V'")} as voids
            from tickets t where ${inView(view.storeIds)} and (t.transaction_type in ${SALES} or t.transaction_type = 'V')
           group by 1 order by 1`,
    );
    const rows = tableOf(body, 'employeeSales').Rows;
    expect(rows.map((r) => [r.employeeId, r.tickets, r.netSales, r.tips, r.voidCount, r.voids])).toEqual(
      raw.map((r) => [r.employeeId, r.tickets, r.netSales, r.tips, r.voidCount, r.voids]),
    );
    expect(rows.find((r) => r.employeeId === world.employeeIds[0])!.employeeName).toBe('Ava Server');
  });

  it('shows only the chosen employee', async () => {
    const body = await getReport(world.company, 'EmployeeSales', { EmployeeId: world.employeeIds[1]! });
    expect(tableOf(body, 'employeeSales').Rows.map((r) => r.employeeId)).toEqual([world.employeeIds[1]]);
  });
});

describe('the discounts report', () => {
  it.each(VIEWS)('gives each discount the raw lines’ uses and amounts in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'DiscountsPromotions');
    const raw = await queryRows<{ name: string; kind: string; lines: number; tickets: number; amount: string }>(
      t.db,
      sql`select name, kind, count(*)::int as lines, count(distinct ticket_id)::int as tickets, ${money('amount')} as amount
            from (select l.line_discount_name as name, 'line' as kind, l.ticket_id, l.line_discount as amount
                    from ticket_lines l
                   where l.store_id in ${view.storeIds} and l.business_date between ${FROM} and ${TO}
                     and l.transaction_type in ${SALES} and l.line_discount <> 0
                  union all
                  select l.ticket_discount_name, 'ticket', l.ticket_id, l.ticket_discount
                    from ticket_lines l
                   where l.store_id in ${view.storeIds} and l.business_date between ${FROM} and ${TO}
                     and l.transaction_type in ${SALES} and l.ticket_discount <> 0) d
           group by name, kind order by name, kind`,
    );
    const discounts = tableOf(body, 'discounts');
    expect(discounts.Rows.map((r) => [r.discountName, r.discountKind, r.lines, r.tickets, r.amount])).toEqual(
      raw.map((r) => [r.name, r.kind, r.lines, r.tickets, r.amount]),
    );
    expect(raw.map((r) => r.name)).toEqual(['Birthday', 'Happy Hour', 'Staff Meal']);
    expect(tableOf(body, 'discountEmployees').Totals!.amount).toBe(discounts.Totals!.amount);
  });

  it('shows only the chosen employee', async () => {
    const body = await getReport(world.company, 'DiscountsPromotions', { EmployeeId: world.employeeIds[0]! });
    const rows = tableOf(body, 'discountEmployees').Rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.employeeId === world.employeeIds[0])).toBe(true);
  });
});

describe('the taxes report', () => {
  it.each(VIEWS)('splits the raw net sales by taxed tickets and sums the tax by rule in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'Taxes', { ShowCategories: true });
    const [raw] = await queryRows<Record<string, string>>(
      t.db,
      sql`select ${money('t.sub_total_amount - t.discount_amount) filter (where t.tax_amount <> 0')} as "taxableSales",
                 ${money('t.sub_total_amount - t.discount_amount) filter (where t.tax_amount = 0')} as "nonTaxableSales",
                 ${money('t.tax_amount')} as tax
            from tickets t where ${inView(view.storeIds)} and t.transaction_type in ${SALES}`,
    );
    expect(tableOf(body, 'taxableSales').Rows[0]).toMatchObject(raw!);
    const [rules] = await queryRows<{ tax: string }>(
      t.db,
      sql`select ${money('x.tax_amount')} as tax from ticket_taxes x join tickets t on t.id = x.ticket_id
           where ${inView(view.storeIds)} and t.transaction_type in ${SALES}`,
    );
    expect(tableOf(body, 'taxRules').Totals!.tax).toBe(rules!.tax);
    const categories = tableOf(body, 'taxCategories');
    expect(categories.Rows.map((r) => r.categoryName).sort()).toEqual(['Drinks', 'Grill', 'Mains']);
    // Shared in proportion, rounded per category: within a cent per category of the tax collected.
    expect(Math.abs(Number(categories.Totals!.tax) - Number(raw!.tax))).toBeLessThanOrEqual(0.03);
    const plain = await getReport(view.client, 'Taxes');
    expect(plain.Tables.map((x) => x.Key)).toEqual(['taxableSales', 'taxRules']);
  });
});

describe('the tips report', () => {
  it.each(VIEWS)('gives each employee the raw cash and card tips and gratuity in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'Tips');
    const raw = await queryRows<{ employeeId: number; cashTips: string; cardTips: string; gratuity: string }>(
      t.db,
      sql`select coalesce(t.employee_id, 0) as "employeeId",
                 coalesce((select sum(p.tip_amount) from ticket_payments p join tickets pt on pt.id = p.ticket_id
                            where pt.id = any(array_agg(t.id)) and p.payment_type = 'Cash'), 0)::numeric(16, 2)::text
                   as "cashTips",
                 coalesce((select sum(p.tip_amount) from ticket_payments p join tickets pt on pt.id = p.ticket_id
                            where pt.id = any(array_agg(t.id)) and p.payment_type <> 'Cash'), 0)::numeric(16, 2)::text
                   as "cardTips",
                 ${money('t.gratuity_amount')} as gratuity
            from tickets t where ${inView(view.storeIds)} and t.transaction_type in ${SALES}
           group by 1 order by 1`,
    );
    const rows = tableOf(body, 'tips').Rows;
    expect(rows.map((r) => [r.employeeId, r.cashTips, r.cardTips, r.gratuity])).toEqual(
      raw.map((r) => [r.employeeId, r.cashTips, r.cardTips, r.gratuity]),
    );
    expect(raw.some((r) => r.cardTips !== '0.00') && raw.some((r) => r.gratuity !== '0.00')).toBe(true);
  });
});

import { REPORT_ERROR, ZReportResult, type TReportResult, type TReportTable } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { setFlags } from '../../../test/factories/feature-flags.ts';
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
 * The department, item, modifier, non-sales revenue and donations reports through HTTP: figures equal to a plain
 * computation over the raw ticket lines of the world's merchant, in store and company view, and the 400s of the
 * filters. The hourly and summary reports are in sales-days.test.ts, commissions in sales-commissions.test.ts.
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
const tableOf = (body: TReportResult, key: string): TReportTable => {
  const found = body.Tables.find((t) => t.Key === key);
  if (!found) throw new Error(`no table ${key}`);
  return found;
};
const pick = (rows: TReportTable['Rows'], ...keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

/**
 * Sales lines of the view over the range, with a condition and a grouping of the test's own (c: the line's non-sales
 * revenue category).
 */
const rawLines = <T>(view: TView, select: ReturnType<typeof sql>, groupBy: ReturnType<typeof sql>) =>
  queryRows<T>(
    w.t.db,
    sql`select ${select} from ticket_lines l left join non_sales_revenue_categories c on c.id = l.non_sales_category_id
         where l.store_id in ${storesOf(w, view)} and l.business_date between ${FROM} and ${TO}
           and l.transaction_type in ('S', 'RT', 'SR', 'R', 'F') and ${groupBy}`,
  );
/** Net sales of the view's tickets: what every sales report's total must come to. */
const ticketNet = async (view: TView) =>
  (
    await queryRows<{ net: string }>(
      w.t.db,
      sql`select sum(sub_total_amount - discount_amount)::text as net from tickets
           where store_id in ${storesOf(w, view)} and business_date between ${FROM} and ${TO}
             and transaction_type in ('S', 'RT', 'SR', 'R', 'F')`,
    )
  )[0]!.net;

describe.each(VIEWS)('the department report (%s)', (view) => {
  it('gives each department the sales of its lines, totalling the tickets', async () => {
    const body = await report(view, 'DepartmentSales');
    expect(body.IsCompanyView).toBe(view === 'company');
    const expected = await rawLines<{ name: string; gross: string; net: string }>(
      view,
      sql`l.department_name as name, sum(l.amount)::text as gross,
          sum(l.amount - l.line_discount - l.ticket_discount)::text as net`,
      sql`l.line_type in ('Item', 'Modifier') group by 1 order by 1`,
    );
    const departments = tableOf(body, 'departments');
    expect(pick(departments.Rows, 'departmentName', 'grossSales', 'netSales')).toEqual(
      expected.map((r) => [r.name, r.gross, r.net]),
    );
    expect(departments.Totals).toMatchObject({ netSales: await ticketNet(view), percentOfSales: '100.00' });
    expect(body.Tables).toHaveLength(1);
  });

  it('adds the items of each department with showItemDetail, to the same totals', async () => {
    const body = await report(view, 'DepartmentSales', { showItemDetail: true });
    const detail = tableOf(body, 'departmentItems');
    const expected = await rawLines<{ department: string; item: string; net: string }>(
      view,
      sql`l.department_name as department, l.item_name as item,
          sum(l.amount - l.line_discount - l.ticket_discount)::text as net`,
      sql`l.line_type in ('Item', 'Modifier') group by 1, 2 order by 1, 2`,
    );
    expect(pick(detail.Rows, 'departmentName', 'itemName', 'netSales')).toEqual(
      expected.map((r) => [r.department, r.item, r.net]),
    );
    expect(detail.Totals!.netSales).toBe(tableOf(body, 'departments').Totals!.netSales);
  });
});

type TRawItem = { item: string; quantity: string; gross: string; net: string };
/** Each item line with its modifiers' amounts added, by item: computed per item line, not by joining parents. */
const rawItems = (view: TView, categoryIds: number[] | null) =>
  rawLines<TRawItem>(
    view,
    sql`l.item_name as item, sum(l.quantity)::text as quantity,
        sum(l.amount + coalesce((select sum(m.amount) from ticket_lines m where m.parent_line_id = l.id), 0))::text
          as gross,
        sum(l.amount - l.line_discount - l.ticket_discount + coalesce((
              select sum(m.amount - m.line_discount - m.ticket_discount) from ticket_lines m
               where m.parent_line_id = l.id), 0))::text as net`,
    sql`l.line_type = 'Item' and ${categoryIds === null ? sql`true` : sql`l.category_id in ${categoryIds}`}
        group by 1 order by 1`,
  );
const byItem = (rows: TReportTable['Rows']) =>
  pick(rows, 'itemName', 'quantity', 'grossSales', 'netSales').sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe.each(VIEWS)('the item report (%s)', (view) => {
  it("gives each item its lines' and its modifiers' sales, best sellers first, totalling the tickets", async () => {
    const body = await report(view, 'ItemSales');
    const items = tableOf(body, 'items');
    expect(byItem(items.Rows)).toEqual((await rawItems(view, null)).map((r) => [r.item, r.quantity, r.gross, r.net]));
    const nets = items.Rows.map((r) => Number(r.netSales));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    expect(items.Totals).toMatchObject({ netSales: await ticketNet(view), percentOfSales: '100.00' });
    expect(tableOf(body, 'itemCategories').Totals!.netSales).toBe(items.Totals!.netSales);
    expect(body.Charts[0]).toMatchObject({ Kind: 'pie', Table: 'itemCategories' });
  });

  it('lists modifiers as their own rows under their item with showModifiers, to the same totals', async () => {
    const plain = await report(view, 'ItemSales');
    const body = await report(view, 'ItemSales', { showModifiers: true });
    const items = tableOf(body, 'items');
    const expected = await rawLines<{ name: string; gross: string }>(
      view,
      sql`l.item_name as name, sum(l.amount)::text as gross`,
      sql`l.line_type = 'Modifier' group by 1 order by 1`,
    );
    const modifierRows = items.Rows.filter((r) => r.modifierName !== '');
    expect(pick(modifierRows, 'modifierName', 'grossSales').sort()).toEqual(expected.map((r) => [r.name, r.gross]));
    // Each modifier row follows its item's row.
    for (const m of modifierRows) {
      const index = items.Rows.indexOf(m);
      expect(items.Rows.slice(0, index).findLast((r) => r.modifierName === '')!.itemName).toBe(m.itemName);
    }
    const figures = ['quantity', 'grossSales', 'discounts', 'netSales', 'percentOfSales'];
    expect(pick([items.Totals!], ...figures)).toEqual(pick([tableOf(plain, 'items').Totals!], ...figures));
  });

  it('keeps one category and its subcategories with FilterByCategory', async () => {
    const { coffee, espresso, pastries } = w.ids.categories;
    const body = await report(view, 'ItemSales', { FilterByCategory: coffee });
    const expected = await rawItems(view, [coffee, espresso]);
    expect(byItem(tableOf(body, 'items').Rows)).toEqual(expected.map((r) => [r.item, r.quantity, r.gross, r.net]));
    expect(expected.map((r) => r.item)).toEqual(['Drip Coffee', 'Latte']);
    const only = await report(view, 'ItemSales', { FilterByCategory: pastries });
    expect(tableOf(only, 'items').Rows.map((r) => r.itemName)).toEqual(['Croissant']);
  });

  it('groups items by category with ShowCategories, naming parents with showSubcategories', async () => {
    const body = await report(view, 'ItemSales', { ShowCategories: true, showSubcategories: true });
    const items = tableOf(body, 'items');
    expect(items.Columns.map((c) => c.Key).slice(0, 3)).toEqual(['categoryName', 'parentCategoryName', 'itemName']);
    expect(pick(items.Rows, 'categoryName', 'parentCategoryName', 'itemName')).toEqual([
      ['COFFEE', '', 'Drip Coffee'],
      ['ESPRESSO', 'COFFEE', 'Latte'],
      ['PASTRIES', '', 'Croissant'],
    ]);
  });

  it('changes nothing with showVariations and showComponents, which tickets hold no data for', async () => {
    const plain = await report(view, 'ItemSales');
    const toggled = await report(view, 'ItemSales', { showVariations: true, showComponents: true });
    expect(toggled.Tables).toEqual(plain.Tables);
  });
});

describe('the item and modifier filters', () => {
  it.each([
    ['ItemSales', 'FilterByCategory', () => w.ids.otherCategory, REPORT_ERROR.unknownCategory],
    ['ItemSales', 'FilterByCategory', () => 2_000_000_000, REPORT_ERROR.unknownCategory],
    ['ModifierSales', 'ModifierGroupId', () => w.ids.otherModifierGroup, REPORT_ERROR.unknownModifierGroup],
    ['ModifierSales', 'ModifierGroupId', () => 2_000_000_000, REPORT_ERROR.unknownModifierGroup],
  ])('%s refuses a %s that is not the merchant’s with a 400 naming it', async (file, field, id, messageKey) => {
    const res = await getReport(w.company, file, { [field]: id() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, messageKey });
  });
});

describe.each(VIEWS)('the modifier report (%s)', (view) => {
  const expectedModifiers = () =>
    rawLines<{ name: string; quantity: string; net: string }>(
      view,
      sql`l.item_name as name, sum(l.quantity)::text as quantity,
          sum(l.amount - l.line_discount - l.ticket_discount)::text as net`,
      sql`l.line_type = 'Modifier' group by 1 order by 1`,
    );

  it('gives each modifier its lines under the group that offers it', async () => {
    const body = await report(view, 'ModifierSales');
    const expected = await expectedModifiers();
    expect(pick(tableOf(body, 'modifiers').Rows, 'modifierGroupName', 'modifierName', 'quantity', 'netSales')).toEqual(
      expected
        .map((r) => [r.name === 'Oat Milk' ? 'Milk' : 'Shots', r.name, r.quantity, r.net])
        .sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    expect(pick(tableOf(body, 'modifierGroups').Rows, 'modifierGroupName')).toEqual([['Milk'], ['Shots']]);
  });

  it('keeps one group with ModifierGroupId', async () => {
    const body = await report(view, 'ModifierSales', { ModifierGroupId: w.ids.modifierGroups.shots });
    const shots = (await expectedModifiers()).filter((r) => r.name === 'Extra Shot');
    expect(pick(tableOf(body, 'modifiers').Rows, 'modifierName', 'netSales')).toEqual(
      shots.map((r) => [r.name, r.net]),
    );
  });
});

describe.each(VIEWS)('the non-sales revenue and donations reports (%s)', (view) => {
  it('gives each non-sales revenue category its Charge lines, and nothing for the plain charges', async () => {
    const body = await report(view, 'NonSalesRevenue');
    const expected = await rawLines<{ name: string; count: number; amount: string }>(
      view,
      sql`c.name, count(*)::int as count, sum(l.amount)::text as amount`,
      sql`l.line_type = 'Charge' and l.non_sales_category_id is not null group by 1 order by 1`,
    );
    expect(expected.map((r) => r.name)).toEqual(['Gift Card Sale', 'House Account Payment']);
    expect(pick(tableOf(body, 'nonSalesRevenue').Rows, 'nonSalesCategoryName', 'count', 'amount')).toEqual(
      expected.map((r) => [r.name, r.count, r.amount]),
    );
  });

  it('adds up the donation lines by day and by cause', async () => {
    const body = await report(view, 'Donations');
    const expected = await rawLines<{ date: string; amount: string }>(
      view,
      sql`l.business_date::text as date, sum(l.amount)::text as amount`,
      sql`l.line_type = 'Donation' group by 1 order by 1`,
    );
    expect(pick(tableOf(body, 'donationsByDay').Rows, 'businessDate', 'amount')).toEqual(
      expected.map((r) => [r.date, r.amount]),
    );
    const byCause = tableOf(body, 'donationsByCause');
    expect(pick(byCause.Rows, 'cause')).toEqual([['Round Up for Charity']]);
    expect(byCause.Totals!.amount).toBe(tableOf(body, 'donationsByDay').Totals!.amount);
    // The tickets carry the same amount as their donations.
    const [tickets] = await queryRows<{ donations: string }>(
      w.t.db,
      sql`select sum(donations_amount)::text as donations from tickets
           where store_id in ${storesOf(w, view)} and business_date between ${FROM} and ${TO}
             and transaction_type in ('S', 'RT', 'SR', 'R', 'F')`,
    );
    expect(byCause.Totals!.amount).toBe(tickets!.donations);
  });
});

describe('what the reports never show', () => {
  it("leaves the other merchant's sales out (it sells the same items on the same days)", async () => {
    const [others] = await queryRows<{ n: number }>(
      w.t.db,
      sql`select count(*)::int as n from tickets where merchant_id = ${w.other.merchantId}
           and business_date between ${FROM} and ${TO}`,
    );
    expect(others!.n).toBeGreaterThan(0);
    const items = tableOf(await report('company', 'ItemSales'), 'items');
    expect(items.Totals!.netSales).toBe(await ticketNet('company'));
    expect(items.Rows.every((r) => ['Croissant', 'Latte', 'Drip Coffee'].includes(r.itemName as string))).toBe(true);
  });

  it('refuses the department report while the merchant hides it (hideDepartmentReport)', async () => {
    await setFlags(w.t.db, w.merchant.company, { hideDepartmentReport: true });
    try {
      expect((await getReport(w.company, 'DepartmentSales')).status).toBe(403);
      expect((await getReport(w.company, 'ItemSales')).status).toBe(200);
    } finally {
      await w.t.db.execute(
        sql`delete from feature_flag_values where merchant_id = ${w.merchant.merchantId}
             and flag_name = 'hideDepartmentReport'`,
      );
    }
    expect((await getReport(w.company, 'DepartmentSales')).status).toBe(200);
  });
});

describe('the labels', () => {
  it('has English text for every column, table and chart label the sales reports answer', async () => {
    const everything = { showItemDetail: true, ShowCategories: true, showSubcategories: true, showModifiers: true };
    const files = ['DepartmentSales', 'ItemSales', 'HourlySales', 'ModifierSales', 'SalesSummary'];
    const bodies = [];
    for (const file of [...files, 'NonSalesRevenue', 'Donations'])
      bodies.push(await report('company', file, everything));
    // SalesCommissions answers only to product type 6: sales-commissions.test.ts checks its labels.
    expect(labelsWithoutText(bodies)).toEqual([]);
  });
});

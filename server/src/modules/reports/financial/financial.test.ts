import { REPORT_ERROR, type TReportResult, type TReportRow } from '@mp/contracts/reports';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import {
  buildOperationsWorld,
  FROM,
  getReport,
  OTHER,
  tableOf,
  TO,
  type TOperationsWorld,
  unreadableParts,
  viewsOf,
} from '../operations/operations-world.ts';

/**
 * The other results reports (issue 16 §4) through HTTP: the period close, the labor summary and the accounting journal,
 * each figure equal to a plain computation over the raw tickets, payments, drawers and punches, in each store and the
 * company view. The operations world's tickets (returns, voids, tips, gratuity, discounts, split card payments that do
 * not add up to their totals) get cash sales with change and rounding, charges, gift card sales, donations, pay-ins
 * and pay-outs.
 */
let t: TTestApp;
let world: TOperationsWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildOperationsWorld(t);
  for (const store of [0, 1]) {
    const scope = world.merchant.store(store);
    const ticketAt = new Date(Date.parse(`2026-03-0${3 + store}T16:00:00Z`));
    await createTicket(t.db, scope, {
      ticketAt,
      changeAmount: '6.48',
      paymentRoundedAmount: '-0.02',
      tipAmount: '0.50',
      lines: [
        { itemName: 'Salad', price: '8.00', category: { id: 7, name: 'Salads' } },
        { itemName: 'Service', price: '1.50', lineType: 'Charge' },
        { itemName: 'Gift card', price: '25.00', lineType: 'Charge', nonSalesCategoryId: 1 },
        { itemName: 'Round up', price: '0.48', lineType: 'Donation' },
      ],
    });
    await createTicket(t.db, scope, {
      ticketAt,
      transactionType: 'P',
      reasonName: 'Supplies',
      lines: [{ itemName: 'Supplies', price: '-12.00', lineType: 'Charge' }],
    });
    await createTicket(t.db, scope, {
      ticketAt,
      transactionType: 'I',
      reasonName: 'Change fund',
      lines: [{ itemName: 'Change fund', price: '40.00', lineType: 'Charge' }],
    });
  }
});
afterAll(async () => {
  await t?.close();
});

const views = () => viewsOf(world);
const VIEWS = [0, 1, 2];
const SALES = sql.raw(`('S', 'RT', 'SR', 'R', 'F')`);
const inView = (alias: string, storeIds: number[]) =>
  sql`${sql.identifier(alias)}.store_id in ${storeIds} and ${sql.identifier(alias)}.business_date between ${FROM} and ${TO}`;
const cents = (money: unknown) => Math.round(Number(money ?? 0) * 100);
const money = (c: number) => (c / 100).toFixed(2);

type TRawTender = {
  paymentType: string;
  payments: number;
  amount: string;
  tips: string;
  payIns: string;
  payOuts: string;
};

/** The period close computed from the raw rows of the view, in cents. */
async function rawClose(storeIds: number[]) {
  const [x] = await queryRows<Record<string, string>>(
    t.db,
    sql`select sum(t.sub_total_amount) as gross, sum(t.discount_amount) as discounts, sum(t.charges_amount) as charges,
               sum(t.cc_surcharges_amount) as surcharges, sum(t.donations_amount) as donations, sum(t.tax_amount) as tax,
               sum(t.gratuity_amount) as gratuity, sum(t.gratuity_tax_amount) as "gratuityTax",
               sum(t.total_amount) as total, sum(coalesce(t.payment_rounded_amount, 0)) as rounding,
               sum(t.change_amount) as change,
               sum(coalesce(p.paid, 0) - t.change_amount - t.total_amount - coalesce(t.payment_rounded_amount, 0))
                 as unpaid
          from tickets t left join (select ticket_id, sum(amount) as paid from ticket_payments group by 1) p
            on p.ticket_id = t.id
         where ${inView('t', storeIds)} and t.transaction_type in ${SALES}`,
  );
  const tenders = await queryRows<TRawTender>(
    t.db,
    sql`select p.payment_type as "paymentType", (count(*) filter (where t.transaction_type in ${SALES}))::int as payments,
               coalesce(sum(p.amount) filter (where t.transaction_type in ${SALES}), 0)::text as amount,
               coalesce(sum(p.tip_amount) filter (where t.transaction_type in ${SALES}), 0)::text as tips,
               coalesce(sum(p.amount) filter (where t.transaction_type = 'I'), 0)::text as "payIns",
               coalesce(sum(p.amount) filter (where t.transaction_type = 'P'), 0)::text as "payOuts"
          from ticket_payments p join tickets t on t.id = p.ticket_id
         where ${inView('t', storeIds)} and (t.transaction_type in ${SALES} or t.transaction_type in ('I', 'P'))
         group by 1 order by 1`,
  );
  const [drawers] = await queryRows<{ overShort: string }>(
    t.db,
    sql`select sum(d.counted_amount - d.expected_amount) as "overShort" from drawer_shifts d
         where ${inView('d', storeIds)} and d.counted_amount is not null`,
  );
  const overShort = cents(drawers!.overShort);
  const tips = tenders.reduce((n, r) => n + cents(r.tips), 0);
  const net = cents(x!.gross) - cents(x!.discounts);
  const totalDue = cents(x!.total);
  const toCollect = totalDue + cents(x!.rounding) + tips;
  const collected = tenders.reduce((n, r) => n + cents(r.amount) + cents(r.tips), 0) - cents(x!.change);
  const tenderRows = tenders.map((r) => {
    const change = r.paymentType === 'Cash' ? cents(x!.change) : 0;
    const over = r.paymentType === 'Cash' ? overShort : 0;
    const got = cents(r.amount) - change + cents(r.tips);
    return {
      paymentType: r.paymentType,
      payments: r.payments,
      amount: money(cents(r.amount)),
      change: money(change),
      tips: money(cents(r.tips)),
      collected: money(got),
      payIns: money(cents(r.payIns)),
      payOuts: money(cents(r.payOuts)),
      overShort: money(over),
      deposit: money(got + cents(r.payIns) + cents(r.payOuts) + over),
    };
  });
  return {
    statement: {
      grossSales: cents(x!.gross),
      discounts: -cents(x!.discounts),
      netSales: net,
      charges: cents(x!.charges),
      cardSurcharges: cents(x!.surcharges),
      donations: cents(x!.donations),
      tax: cents(x!.tax),
      gratuity: cents(x!.gratuity),
      gratuityTax: cents(x!.gratuityTax),
      totalDue,
      cashRounding: cents(x!.rounding),
      tips,
      toCollect,
      tendersCollected: collected,
      difference: collected - toCollect,
    },
    unpaid: cents(x!.unpaid),
    overShort,
    tenderRows,
  };
}

const statementOf = (body: TReportResult) =>
  Object.fromEntries(tableOf(body, 'financialClose').Rows.map((r) => [r.financialLine, cents(r.amount)]));

describe('the financial report (period close)', () => {
  it.each(VIEWS)('equals the raw tickets, payments and drawers in view %i, and its check adds up', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'FinancialSummary');
    const raw = await rawClose(view.storeIds);
    const statement = statementOf(body);
    expect(statement).toEqual(raw.statement);
    // Gross − discounts = net; net + charges + surcharges + donations + tax + gratuity (+ its tax) = total due.
    expect(statement.grossSales! + statement.discounts!).toBe(statement.netSales);
    expect(
      statement.netSales! +
        statement.charges! +
        statement.cardSurcharges! +
        statement.donations! +
        statement.tax! +
        statement.gratuity! +
        statement.gratuityTax!,
    ).toBe(statement.totalDue);
    // The difference is exactly what the tickets' tenders miss (or exceed) their totals by, ticket by ticket.
    expect(statement.difference).toBe(raw.unpaid);
    expect(raw.unpaid).not.toBe(0);
    expect(statement.cashRounding).not.toBe(0);

    const tenders = tableOf(body, 'financialTenders');
    expect(tenders.Rows).toEqual(raw.tenderRows);
    expect(cents(tenders.Totals!.collected)).toBe(statement.tendersCollected);
    expect(raw.tenderRows.some((r) => r.payOuts !== '0.00' && r.payIns !== '0.00' && r.change !== '0.00')).toBe(true);
    expect(raw.overShort).not.toBe(0);
    expect(cents(tenders.Totals!.deposit)).toBe(
      statement.tendersCollected! + cents(tenders.Totals!.payIns) + cents(tenders.Totals!.payOuts) + raw.overShort,
    );
    expect(body.Charts.map((c) => [c.Kind, c.Table])).toEqual([
      ['bar', 'financialClose'],
      ['pie', 'financialTenders'],
    ]);
  });

  it('closes each store in the company view, the stores adding up to the whole', async () => {
    const body = await getReport(world.company, 'FinancialSummary');
    const stores = tableOf(body, 'financialStores');
    expect(stores.Rows.map((r) => r.storeId)).toEqual(world.merchant.storeIds);
    for (const [i, storeId] of world.merchant.storeIds.entries()) {
      const raw = await rawClose([storeId]);
      expect(stores.Rows[i]).toMatchObject({
        netSales: money(raw.statement.netSales),
        tendersCollected: money(raw.statement.tendersCollected),
        difference: money(raw.statement.difference),
        overShort: money(raw.overShort),
      });
    }
    const statement = statementOf(body);
    expect(cents(stores.Totals!.netSales)).toBe(statement.netSales);
    expect(cents(stores.Totals!.deposit)).toBe(cents(tableOf(body, 'financialTenders').Totals!.deposit));
    const store = await getReport(views()[0]!.client, 'FinancialSummary');
    expect(store.Tables.map((x) => x.Key)).toEqual(['financialClose', 'financialTenders']);
  });
});

type TRawPunch = {
  storeId: number;
  employeeId: number;
  jobId: number;
  businessDate: string;
  workedMinutes: number | null;
  breakMinutes: number | null;
  isBreakPaid: boolean;
  payRateCents: number;
};
type TLabor = { minutes: number; overtime: number; cost: number; shifts: number; employees: Set<number> };

/** Hours, overtime (past 8 h of an employee's day over every store) and cost from the raw punches, by a key. */
async function expectedLabor(storeIds: number[], keyOf: (p: TRawPunch) => string) {
  const punches = await queryRows<TRawPunch>(
    t.db,
    sql`select store_id as "storeId", employee_id as "employeeId", job_id as "jobId", business_date::text as "businessDate",
               (extract(epoch from clock_out_at - clock_in_at) / 60)::int as "workedMinutes",
               (extract(epoch from break_end_at - break_start_at) / 60)::int as "breakMinutes",
               is_break_paid as "isBreakPaid", (pay_rate * 100)::int as "payRateCents"
          from time_punches where merchant_id = ${world.merchant.merchantId}
           and business_date between ${FROM} and ${TO}
         order by employee_id, business_date, clock_in_at, id`,
  );
  const upTo = new Map<string, number>();
  const groups = new Map<string, TLabor>();
  for (const p of punches) {
    const minutes =
      p.workedMinutes === null ? 0 : p.workedMinutes - (p.isBreakPaid || p.breakMinutes === null ? 0 : p.breakMinutes);
    const day = `${p.employeeId}/${p.businessDate}`;
    const before = upTo.get(day) ?? 0;
    upTo.set(day, before + minutes);
    const overtime = Math.max(before + minutes - 480, 0) - Math.max(before - 480, 0);
    if (!storeIds.includes(p.storeId)) continue;
    const key = keyOf(p);
    const g = groups.get(key) ?? { minutes: 0, overtime: 0, cost: 0, shifts: 0, employees: new Set<number>() };
    g.minutes += minutes;
    g.overtime += overtime;
    g.cost += Math.round(((minutes - overtime) * p.payRateCents + overtime * p.payRateCents * 1.5) / 60);
    g.shifts += 1;
    g.employees.add(p.employeeId);
    groups.set(key, g);
  }
  return groups;
}

const laborFigures = (g: TLabor) => ({
  employees: g.employees.size,
  shifts: g.shifts,
  hours: (g.minutes / 60).toFixed(2),
  overtimeHours: (g.overtime / 60).toFixed(2),
  regularHours: ((g.minutes - g.overtime) / 60).toFixed(2),
  laborCost: money(g.cost),
});

async function netSalesOf(storeIds: number[]) {
  const [row] = await queryRows<{ net: string }>(
    t.db,
    sql`select coalesce(sum(t.sub_total_amount - t.discount_amount), 0)::text as net from tickets t
         where ${inView('t', storeIds)} and t.transaction_type in ${SALES}`,
  );
  return row!.net;
}
const percent = (cost: number, net: string) =>
  Number(net) === 0 ? '0.00' : ((cost / 100 / Number(net)) * 100).toFixed(2);

describe('the labor summary', () => {
  it.each(VIEWS)('gives each store and job the hours, overtime and cost of the raw punches in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'LaborSummary');
    const byStore = await expectedLabor(view.storeIds, (p) => String(p.storeId));
    const stores = tableOf(body, 'laborStores');
    const expectedStores = await Promise.all(
      view.storeIds.map(async (storeId) => {
        const g = byStore.get(String(storeId))!;
        const net = await netSalesOf([storeId]);
        return { storeId, ...laborFigures(g), netSales: net, laborPercent: percent(g.cost, net) };
      }),
    );
    // The company view's rank is report-compare's own rule (report-compare.test.ts).
    expect(
      stores.Rows.map((r) => ({ ...r, storeName: undefined, missedClockOuts: undefined, rank: undefined })),
    ).toEqual(expectedStores.map((r) => ({ ...r, storeName: undefined, missedClockOuts: undefined })));
    const [whole] = (await expectedLabor(view.storeIds, () => 'all')).values();
    const net = await netSalesOf(view.storeIds);
    expect(stores.Totals).toMatchObject({
      ...laborFigures(whole!),
      netSales: net,
      laborPercent: percent(whole!.cost, net),
    });

    const byJob = await expectedLabor(view.storeIds, (p) => String(p.jobId));
    const jobs = tableOf(body, 'laborJobs');
    const jobRow = (r: TReportRow) => [r.jobId, r.employees, r.hours, r.overtimeHours, r.laborCost, r.laborPercent];
    expect(jobs.Rows.map(jobRow)).toEqual(
      expect.arrayContaining(
        [...byJob].map(([jobId, g]) => {
          const f = laborFigures(g);
          return [Number(jobId), f.employees, f.hours, f.overtimeHours, f.laborCost, percent(g.cost, net)];
        }),
      ),
    );
    expect(jobs.Rows).toHaveLength(byJob.size);
    expect(jobs.Totals).toMatchObject({ laborCost: money(whole!.cost), laborPercent: percent(whole!.cost, net) });
    expect(body.Charts[0]).toMatchObject({ Kind: 'bar', Table: 'laborJobs', Category: 'jobName' });
  });

  it('breaks each store down by job in the company view only', async () => {
    const body = await getReport(world.company, 'LaborSummary');
    const byStoreJob = await expectedLabor(world.merchant.storeIds, (p) => `${p.storeId}/${p.jobId}`);
    const rows = tableOf(body, 'laborStoreJobs').Rows;
    expect(rows.map((r) => [`${String(r.storeId)}/${String(r.jobId)}`, r.hours, r.laborCost]).sort()).toEqual(
      [...byStoreJob].map(([key, g]) => [key, laborFigures(g).hours, laborFigures(g).laborCost]).sort(),
    );
    const store = await getReport(views()[1]!.client, 'LaborSummary');
    expect(store.Tables.map((x) => x.Key)).toEqual(['laborStores', 'laborJobs']);
  });

  it('is refused outside restaurant accounts (mode 2), as its menu entry', async () => {
    await t.db.execute(sql`update merchants set product_type = 6 where id = ${world.merchant.merchantId}`);
    try {
      const res = await world.company.get(`/api/reports/LaborSummary?FromDate=${FROM}&ToDate=${TO}`);
      expect(res.status).toBe(403);
    } finally {
      await t.db.execute(sql`update merchants set product_type = 2 where id = ${world.merchant.merchantId}`);
    }
  });
});

/** Sum of a journal's debits minus credits, in cents. */
const net = (rows: TReportRow[]) => rows.reduce((n, r) => n + cents(r.debit) - cents(r.credit), 0);

describe('the accounting journal', () => {
  it.each(VIEWS)('balances every store’s day and posts the raw figures to their accounts in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'Accounting');
    const journal = tableOf(body, 'journal');
    expect(journal.Columns.map((c) => c.Key)).toEqual([
      'businessDate',
      'accountNumber',
      'accountName',
      'debit',
      'credit',
      'memo',
      'storeName',
    ]);
    const days = new Map<string, TReportRow[]>();
    for (const r of journal.Rows) {
      const key = `${String(r.businessDate)}|${String(r.storeName)}`;
      days.set(key, [...(days.get(key) ?? []), r]);
      // One side per line.
      expect(cents(r.debit) === 0 || cents(r.credit) === 0).toBe(true);
    }
    expect(days.size).toBeGreaterThan(view.storeIds.length * 5);
    for (const [day, rows] of days) expect([day, net(rows)]).toEqual([day, 0]);
    expect(journal.Totals!.debit).toBe(journal.Totals!.credit);
    expect(cents(journal.Totals!.debit)).toBeGreaterThan(0);

    const raw = await rawClose(view.storeIds);
    const account = (number: string) => net(journal.Rows.filter((r) => r.accountNumber === number));
    const revenue = await queryRows<{ categoryId: number; amount: string }>(
      t.db,
      sql`select coalesce(l.category_id, 0) as "categoryId", sum(l.amount)::text as amount from ticket_lines l
           where ${inView('l', view.storeIds)} and l.transaction_type in ${SALES} and l.line_type in ('Item', 'Modifier')
           group by 1 order by 1`,
    );
    for (const r of revenue)
      expect([r.categoryId, account(`4000-${r.categoryId}`)]).toEqual([r.categoryId, -cents(r.amount)]);
    expect(account('4100')).toBe(-raw.statement.discounts);
    expect(account('2100')).toBe(-(raw.statement.tax + raw.statement.gratuityTax));
    expect(account('2200')).toBe(-(raw.statement.gratuity + raw.statement.tips));
    expect(account('2300')).toBe(-raw.statement.donations);
    expect(account('2400')).toBe(-2500 * view.storeIds.length);
    expect(account('4200')).toBe(-(raw.statement.charges - 2500 * view.storeIds.length));
    expect(account('6900')).toBe(-raw.overShort);
    expect(account('6910')).toBe(-(raw.statement.cashRounding + raw.statement.difference));
    const cash = raw.tenderRows.find((r) => r.paymentType === 'Cash')!;
    expect(account('1010')).toBe(cents(cash.deposit));
    expect(account('6100')).toBe(-cents(cash.payOuts));
    expect(account('2500')).toBe(-cents(cash.payIns));
    const credit = raw.tenderRows.find((r) => r.paymentType === 'Credit')!;
    expect(account('1020')).toBe(cents(credit.deposit));

    const accounts = tableOf(body, 'accounts');
    expect(accounts.Totals).toMatchObject({ debit: journal.Totals!.debit, credit: journal.Totals!.credit });
    expect(new Set(journal.Rows.map((r) => r.storeId))).toEqual(new Set(view.storeIds));
  });

  it('downloads as CSV with the documented column layout', async () => {
    const res = await world.company.get(`/api/reports/Accounting/export/csv?FromDate=${FROM}&ToDate=${TO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`Accounting_${FROM}_${TO}.csv`);
    const lines = parse(res.text, { relaxColumnCount: true, bom: true }) as string[][];
    const header = lines.findIndex((line) => line[0] === 'Business date');
    expect(lines[header]).toEqual([
      'Business date',
      'Account number',
      'Account name',
      'Debit',
      'Credit',
      'Memo',
      'Store',
    ]);
    expect(lines.map((line) => line[2])).toContain('Cash clearing');
    expect(lines.map((line) => line[1])).toContain('6910');
  });
});

describe('every other results report', () => {
  const FILES = ['FinancialSummary', 'LaborSummary', 'Accounting'];

  it.each(FILES)('%s has English text for every header and code, and never another merchant’s rows', async (file) => {
    for (const view of views()) {
      const body = await getReport(view.client, file);
      expect(unreadableParts(body)).toEqual([]);
      expect(JSON.stringify(body)).not.toContain(OTHER);
    }
  });

  it.each(FILES)('%s refuses a range that ends before it starts with a 400 naming ToDate', async (file) => {
    const res = await world.company.get(`/api/reports/${file}?FromDate=${TO}&ToDate=${FROM}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'ToDate', messageKey: REPORT_ERROR.toBeforeFrom });
  });

  it.each(FILES)('%s answers an empty range with zeros, not an error', async (file) => {
    const body = await getReport(world.company, file, { FromDate: '2025-01-01', ToDate: '2025-01-02' });
    expect(body.Tables.length).toBeGreaterThan(0);
  });
});

import { readFileSync } from 'node:fs';
import { REPORT_ERROR, REPORTS, type TReportResult } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import {
  buildOperationsWorld,
  FROM,
  getReport,
  OTHER,
  tableOf,
  TO,
  type TOperationsWorld,
  viewsOf,
} from './operations-world.ts';

/**
 * The staff and audit side of the operations reports (labor, time clock, drawer shifts, void audit, offline credit,
 * price overrides) through HTTP against the raw rows, in each store and the company view; then what every operations
 * report shares: no row of another merchant, a 400 for another merchant's employee, and a label for every header.
 */
let t: TTestApp;
let world: TOperationsWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildOperationsWorld(t);
  // Mode 6: the account mode that has every operations report (2 hides drawer shifts, 2 and 4 the time clock and
  // price overrides: contracts/access/menu.ts).
  await t.db.execute(sql`update merchants set product_type = 6 where id = ${world.merchant.merchantId}`);
});
afterAll(async () => {
  await t?.close();
});

const views = () => viewsOf(world);
const VIEWS = [0, 1, 2];
const OPERATIONS = REPORTS.filter((r) => r.group === 'operations');
const money = (expression: string) => sql.raw(`coalesce(sum(${expression}), 0)::numeric(16, 2)::text`);
const inRange = (alias: string, storeIds: number[]) =>
  sql`${sql.identifier(alias)}.store_id in ${storeIds} and ${sql.identifier(alias)}.business_date between ${FROM} and ${TO}`;

type TRawPunch = {
  id: number;
  storeId: number;
  employeeId: number;
  jobId: number;
  businessDate: string;
  workedMinutes: number | null;
  breakMinutes: number | null;
  isBreakPaid: boolean;
  payRateCents: number;
};

/**
 * The labor figures computed here from the raw punches, in whole minutes and cents: worked time less an unpaid break,
 * nothing for a punch without a clock-out, overtime past 8 h of an employee's business day over all stores, falling
 * on the day's last punches.
 */
async function expectedLabor(storeIds: number[]) {
  const punches = await queryRows<TRawPunch>(
    t.db,
    sql`select id::int, store_id as "storeId", employee_id as "employeeId", job_id as "jobId",
               business_date::text as "businessDate",
               (extract(epoch from clock_out_at - clock_in_at) / 60)::int as "workedMinutes",
               (extract(epoch from break_end_at - break_start_at) / 60)::int as "breakMinutes",
               is_break_paid as "isBreakPaid", (pay_rate * 100)::int as "payRateCents"
          from time_punches where merchant_id = ${world.merchant.merchantId}
           and business_date between ${FROM} and ${TO}
         order by employee_id, business_date, clock_in_at, id`,
  );
  const upTo = new Map<string, number>();
  const rows = new Map<
    string,
    { employeeId: number; jobId: number; minutes: number; overtime: number; cost: number }
  >();
  for (const p of punches) {
    const minutes =
      p.workedMinutes === null ? 0 : p.workedMinutes - (p.isBreakPaid || p.breakMinutes === null ? 0 : p.breakMinutes);
    const day = `${p.employeeId}/${p.businessDate}`;
    const before = upTo.get(day) ?? 0;
    upTo.set(day, before + minutes);
    const overtime = Math.max(before + minutes - 480, 0) - Math.max(before - 480, 0);
    if (!storeIds.includes(p.storeId)) continue;
    const key = `${p.employeeId}/${p.jobId}`;
    const row = rows.get(key) ?? { employeeId: p.employeeId, jobId: p.jobId, minutes: 0, overtime: 0, cost: 0 };
    row.minutes += minutes;
    row.overtime += overtime;
    // Cents of one punch, rounded as money: (regular + 1.5 × overtime) minutes × rate / 60.
    row.cost += Math.round(((minutes - overtime) * p.payRateCents + overtime * p.payRateCents * 1.5) / 60);
    rows.set(key, row);
  }
  return [...rows.values()];
}

describe('the labor report', () => {
  it.each(VIEWS)(
    'gives each employee and job the hours, overtime and cost of the raw punches in view %i',
    async (v) => {
      const view = views()[v]!;
      const body = await getReport(view.client, 'Labor');
      const expected = await expectedLabor(view.storeIds);
      const labor = tableOf(body, 'labor');
      const key = (r: { employeeId: unknown; jobId: unknown } | Record<string, unknown>) =>
        `${String(r.employeeId)}/${String(r.jobId)}`;
      expect(labor.Rows.map((r) => [key(r), r.hours, r.overtimeHours, r.laborCost]).sort()).toEqual(
        expected
          .map((r) => [key(r), (r.minutes / 60).toFixed(2), (r.overtime / 60).toFixed(2), (r.cost / 100).toFixed(2)])
          .sort(),
      );
      const [sales] = await queryRows<{ netSales: string }>(
        t.db,
        sql`select ${money('t.sub_total_amount - t.discount_amount')} as "netSales" from tickets t
           where ${inRange('t', view.storeIds)} and t.transaction_type in ('S', 'RT', 'SR', 'R', 'F')`,
      );
      const cost = expected.reduce((n, r) => n + r.cost, 0) / 100;
      expect(tableOf(body, 'laborSummary').Rows[0]).toMatchObject({
        netSales: sales!.netSales,
        laborCost: cost.toFixed(2),
        laborPercent: ((cost / Number(sales!.netSales)) * 100).toFixed(2),
      });
    },
  );

  it('counts the overtime of a day worked in two stores in each store view as in the company view', async () => {
    const overtime = async (client: (typeof views extends () => (infer V)[] ? V : never)['client']) =>
      tableOf(await getReport(client, 'Labor', { EmployeeId: world.employeeIds[0]! }), 'labor').Totals!.overtimeHours;
    const [ny, hnl, company] = await Promise.all(views().map((v) => overtime(v.client)));
    expect((Number(ny) + Number(hnl)).toFixed(2)).toBe(company);
    expect(Number(company)).toBeGreaterThan(0);
  });
});

describe('the time clock report', () => {
  it.each(VIEWS)('lists every raw punch with its flags and edits in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'TimeClock');
    const [raw] = await queryRows<{ punches: number; missed: number; edited: number }>(
      t.db,
      sql`select count(*)::int as punches, (count(*) filter (where missed_clock_out))::int as missed,
                 (count(*) filter (where is_edited))::int as edited
            from time_punches p where ${inRange('p', view.storeIds)}`,
    );
    const punches = tableOf(body, 'punches');
    expect(punches.Rows).toHaveLength(raw!.punches);
    const missed = punches.Rows.filter((r) => r.missedClockOut === true);
    expect(missed).toHaveLength(raw!.missed);
    expect(missed.every((r) => r.hours === '0.00' && r.clockOut === null)).toBe(true);
    const edited = punches.Rows.filter((r) => r.isEdited === true);
    expect(edited).toHaveLength(raw!.edited);
    expect(edited.every((r) => r.editedBy === 'Manager' && r.originalClockIn !== null)).toBe(true);
    const labor = await getReport(view.client, 'Labor');
    expect(punches.Totals!.hours).toBe(tableOf(labor, 'labor').Totals!.hours);
  });

  it('shows the punches in the store’s time zone', async () => {
    const [punch] = await queryRows<{ local: string }>(
      t.db,
      sql`select to_char(clock_in_at at time zone 'Pacific/Honolulu', 'YYYY-MM-DD"T"HH24:MI:SS') as local
            from time_punches p where ${inRange('p', [world.merchant.storeIds[1]!])} order by clock_in_at, id limit 1`,
    );
    const body = await getReport(views()[1]!.client, 'TimeClock');
    expect(tableOf(body, 'punches').Rows[0]!.clockIn).toBe(punch!.local);
  });
});

describe('the drawer shifts report', () => {
  it.each(VIEWS)('lists the raw drawer shifts with over/short in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'DrawerShifts');
    const [raw] = await queryRows<Record<string, string | number>>(
      t.db,
      sql`select count(*)::int as shifts, ${money('d.expected_amount')} as "expectedAmount",
                 ${money('d.counted_amount')} as "countedAmount", ${money('d.counted_amount - d.expected_amount')} as "overShort"
            from drawer_shifts d where ${inRange('d', view.storeIds)}`,
    );
    const shifts = tableOf(body, 'drawerShifts');
    expect(shifts.Rows).toHaveLength(raw!.shifts as number);
    expect(shifts.Totals).toMatchObject({
      expectedAmount: raw!.expectedAmount,
      countedAmount: raw!.countedAmount,
      overShort: raw!.overShort,
    });
    expect(shifts.Rows.some((r) => r.overShort !== null && r.overShort !== '0.00')).toBe(true);
    expect(shifts.Rows.some((r) => r.closedAt === null && r.overShort === null)).toBe(true);
    expect(tableOf(body, 'drawerDevices').Totals).toMatchObject({ shifts: raw!.shifts, overShort: raw!.overShort });
  });
});

describe('the void audit', () => {
  it.each(VIEWS)('lists every line of the raw voided tickets with who, why and the amount in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'VoidAudit');
    const [raw] = await queryRows<{ lines: number; amount: string; tickets: number }>(
      t.db,
      sql`select count(*)::int as lines, ${money('l.amount')} as amount, count(distinct t.id)::int as tickets
            from tickets t join ticket_lines l on l.ticket_id = t.id
           where ${inRange('t', view.storeIds)} and t.transaction_type = 'V'`,
    );
    const lines = tableOf(body, 'voidLines');
    expect(lines.Rows).toHaveLength(raw!.lines);
    expect(lines.Totals!.amount).toBe(raw!.amount);
    expect(lines.Rows.every((r) => r.reason === 'Wrong order')).toBe(true);
    const byEmployee = tableOf(body, 'voidEmployees');
    expect(byEmployee.Totals).toMatchObject({ voidCount: raw!.tickets, amount: raw!.amount });
    const summary = await getReport(view.client, 'OperationsSummary');
    expect(tableOf(summary, 'summary').Rows[0]).toMatchObject({ voidCount: raw!.tickets, voids: raw!.amount });
  });

  it('shows only the chosen employee’s voids', async () => {
    const body = await getReport(world.company, 'VoidAudit', { EmployeeId: world.employeeIds[0]! });
    const rows = tableOf(body, 'voidLines').Rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.employeeId === world.employeeIds[0])).toBe(true);
  });
});

describe('the offline credit report', () => {
  it.each(VIEWS)('lists the raw offline payments and totals each state in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'OfflineCredit');
    const raw = await queryRows<{ state: string; payments: number; amount: string }>(
      t.db,
      sql`select s.state, count(p.id)::int as payments, ${money('p.amount')} as amount
            from (values ('pending'), ('settled'), ('declined')) s(state)
            left join ticket_payments p on p.offline_state = s.state and ${inRange('p', view.storeIds)}
           group by s.state order by array_position(array['pending', 'settled', 'declined'], s.state)`,
    );
    expect(tableOf(body, 'offlineStates').Rows.map((r) => [r.offlineState, r.payments, r.amount])).toEqual(
      raw.map((r) => [r.state, r.payments, r.amount]),
    );
    const payments = tableOf(body, 'offlinePayments').Rows;
    expect(payments).toHaveLength(raw.reduce((n, r) => n + r.payments, 0));
    expect(payments.every((r) => (r.offlineState === 'pending') === (r.settledAt === null))).toBe(true);
  });
});

describe('the price overrides report', () => {
  it.each(VIEWS)('lists the raw overridden lines with the difference in view %i', async (v) => {
    const view = views()[v]!;
    const body = await getReport(view.client, 'PriceOverrides');
    const [raw] = await queryRows<{ lines: number; difference: string }>(
      t.db,
      sql`select count(*)::int as lines, ${money('round(l.quantity * (l.original_price - l.price), 2)')} as difference
            from ticket_lines l where ${inRange('l', view.storeIds)} and l.is_price_override
             and l.transaction_type in ('S', 'RT', 'SR', 'R', 'F')`,
    );
    const overrides = tableOf(body, 'priceOverrides');
    expect(overrides.Rows).toHaveLength(raw!.lines);
    expect(overrides.Totals).toMatchObject({ difference: raw!.difference, originalPrice: null, chargedPrice: null });
    expect(overrides.Rows.every((r) => r.originalPrice === '9.50' && r.chargedPrice === '7.00')).toBe(true);
  });

  it('shows only the chosen employee’s overrides', async () => {
    const body = await getReport(world.company, 'PriceOverrides', { EmployeeId: world.employeeIds[1]! });
    const rows = tableOf(body, 'priceOverrides').Rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.employeeId === world.employeeIds[1])).toBe(true);
  });
});

describe('every operations report', () => {
  const catalogue = JSON.parse(
    readFileSync(new URL('../../../../../web/src/i18n/en-US.portal.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  const text = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  const ALL_OPTIONS = { ShowStoreDetail: true, ShowCategories: true };
  const labelKeys = (body: TReportResult) => [
    ...body.Tables.flatMap((x) => [x.TitleKey, ...x.Columns.map((c) => c.LabelKey)]),
    ...body.Charts.map((c) => c.TitleKey),
  ];

  it.each(OPERATIONS.map((r) => r.file))(
    '%s has English text for every header and never shows another merchant’s rows',
    async (file) => {
      for (const view of views()) {
        const body = await getReport(view.client, file, ALL_OPTIONS);
        expect(labelKeys(body).filter((key) => typeof text(key) !== 'string')).toEqual([]);
        expect(JSON.stringify(body)).not.toContain(OTHER);
        for (const chart of body.Charts) {
          const table = tableOf(body, chart.Table);
          const keys = table.Columns.map((c) => c.Key);
          expect([chart.Category, ...chart.Series].filter((k) => !keys.includes(k))).toEqual([]);
        }
      }
    },
  );

  it.each(OPERATIONS.filter((r) => r.options.includes('EmployeeId')).map((r) => r.file))(
    '%s refuses another merchant’s employee with a 400 naming EmployeeId',
    async (file) => {
      const res = await world.company.get(
        `/api/reports/${file}?FromDate=${FROM}&ToDate=${TO}&EmployeeId=${world.otherEmployeeId}`,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'EmployeeId', messageKey: REPORT_ERROR.unknownEmployee });
    },
  );
});

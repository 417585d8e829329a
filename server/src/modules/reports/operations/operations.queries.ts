import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope, viewOf } from '../../../db/tenant.ts';
import { rollupCategoryDay, rollupCategoryWeek } from '../../../db/schema.ts';
import {
  byWeeks,
  inRange,
  viewByStoresOf,
  SALE_LINE_TYPES,
  SALES_TYPES,
  type TDateRange,
  type TFactSource,
} from '../facts/report-sql.ts';
import { employeeName, moneySum, ofEmployee, type TEmployeeFilter } from './operations-sql.ts';

/** Sales figures of one store over a range (money as exact decimal strings). */
export type TStoreSales = {
  storeId: number;
  tickets: number;
  guests: number;
  grossSales: string;
  discounts: string;
  netSales: string;
  tax: string;
  tips: string;
  gratuity: string;
  total: string;
};

/** Each store's sales over the range, from the daily rollup: the location report's rows. */
export function salesByStore(db: TDb, scope: TViewScope, range: TDateRange): Promise<TStoreSales[]> {
  return queryRows<TStoreSales>(
    db,
    sql`select r.store_id as "storeId", sum(r.ticket_count)::int as tickets, sum(r.guest_count)::int as guests,
               sum(r.sub_total)::text as "grossSales", sum(r.discount)::text as discounts,
               sum(r.sub_total - r.discount)::text as "netSales", sum(r.tax)::text as tax, sum(r.tip)::text as tips,
               sum(r.gratuity)::text as gratuity, sum(r.total_amount)::text as total
          from rollup_sales_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id order by r.store_id`,
  );
}

/** One store's operations summary: sales, refunds and voids over the range. */
export type TStoreSummary = TStoreSales & {
  refundCount: number;
  refunds: string;
  voidCount: number;
  voids: string;
};

/**
 * Each store's summary from the daily rollup: the sales figures of the sales types, refunds as the totals of the
 * returns (RT, negative) and voids as the count and subtotal of the voided tickets (what the void audit lists).
 */
export function summaryByStore(db: TDb, scope: TViewScope, range: TDateRange): Promise<TStoreSummary[]> {
  const sales = sql`r.transaction_type in ${SALES_TYPES}`;
  return queryRows<TStoreSummary>(
    db,
    sql`select r.store_id as "storeId",
               coalesce(sum(r.ticket_count) filter (where ${sales}), 0)::int as tickets,
               coalesce(sum(r.guest_count) filter (where ${sales}), 0)::int as guests,
               ${moneySum(sql`r.sub_total`, sales)} as "grossSales",
               ${moneySum(sql`r.discount`, sales)} as discounts,
               ${moneySum(sql`r.sub_total - r.discount`, sales)} as "netSales",
               ${moneySum(sql`r.tax`, sales)} as tax,
               ${moneySum(sql`r.tip`, sales)} as tips,
               ${moneySum(sql`r.gratuity`, sales)} as gratuity,
               ${moneySum(sql`r.total_amount`, sales)} as total,
               coalesce(sum(r.ticket_count) filter (where r.transaction_type = 'RT'), 0)::int as "refundCount",
               ${moneySum(sql`r.total_amount`, sql`r.transaction_type = 'RT'`)} as refunds,
               coalesce(sum(r.ticket_count) filter (where r.transaction_type = 'V'), 0)::int as "voidCount",
               ${moneySum(sql`r.sub_total`, sql`r.transaction_type = 'V'`)} as voids
          from rollup_sales_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)}
         group by r.store_id order by r.store_id`,
  );
}

/** Payments of the sales types by tender. */
export type TTenderPayments = { paymentType: string; payments: number; amount: string; tips: string };

/** Payments by tender from the daily tender rollup (the summary's tender table). */
export function paymentsByTender(db: TDb, scope: TViewScope, range: TDateRange): Promise<TTenderPayments[]> {
  return queryRows<TTenderPayments>(
    db,
    sql`select r.payment_type as "paymentType", sum(r.payment_count)::int as payments,
               ${moneySum(sql`r.amount`)} as amount, ${moneySum(sql`r.tip`)} as tips
          from rollup_tender_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.payment_type order by r.payment_type`,
  );
}

/** paymentsByTender from the raw payments (the rollup property test's reference). */
export function paymentsByTenderRaw(db: TDb, scope: TViewScope, range: TDateRange): Promise<TTenderPayments[]> {
  return queryRows<TTenderPayments>(
    db,
    sql`select p.payment_type as "paymentType", count(*)::int as payments,
               ${moneySum(sql`p.amount`)} as amount, ${moneySum(sql`p.tip_amount`)} as tips
          from ticket_payments p join tickets t on t.id = p.ticket_id
         where ${viewOf('p', scope)} and ${inRange('p', range)} and t.transaction_type in ${SALES_TYPES}
         group by p.payment_type order by p.payment_type`,
  );
}

/** Sales of one device of a store (device 0: tickets rung up on no device). */
export type TDeviceSales = {
  storeId: number;
  deviceId: number;
  deviceName: string;
  tickets: number;
  grossSales: string;
  discounts: string;
  netSales: string;
  tax: string;
  tips: string;
  total: string;
};

const DEVICE_MEASURES = {
  rollup: sql`sum(r.ticket_count)::int as tickets, ${moneySum(sql`r.sub_total`)} as "grossSales",
              ${moneySum(sql`r.discount`)} as discounts, ${moneySum(sql`r.sub_total - r.discount`)} as "netSales",
              ${moneySum(sql`r.tax`)} as tax, ${moneySum(sql`r.tip`)} as tips, ${moneySum(sql`r.total_amount`)} as total`,
  raw: sql`count(*)::int as tickets, ${moneySum(sql`r.sub_total_amount`)} as "grossSales",
           ${moneySum(sql`r.discount_amount`)} as discounts,
           ${moneySum(sql`r.sub_total_amount - r.discount_amount`)} as "netSales", ${moneySum(sql`r.tax_amount`)} as tax,
           ${moneySum(sql`r.tip_amount`)} as tips, ${moneySum(sql`r.total_amount`)} as total`,
};

/** Each device's sales from the daily device rollup; its name from the store's devices ('' for no device). */
export function salesByDevice(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDeviceSales[]> {
  return queryRows<TDeviceSales>(
    db,
    sql`select r.store_id as "storeId", r.device_id as "deviceId", coalesce(d.name, '') as "deviceName",
               ${DEVICE_MEASURES.rollup}
          from rollup_device_day r left join devices d on d.id = r.device_id and ${merchantOf('d', scope)}
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id, r.device_id, d.name order by r.store_id, r.device_id`,
  );
}

/** salesByDevice from the raw tickets (the rollup property test's reference). */
export function salesByDeviceRaw(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDeviceSales[]> {
  return queryRows<TDeviceSales>(
    db,
    sql`select r.store_id as "storeId", coalesce(r.device_id, 0) as "deviceId", coalesce(d.name, '') as "deviceName",
               ${DEVICE_MEASURES.raw}
          from tickets r left join devices d on d.id = r.device_id and ${merchantOf('d', scope)}
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id, coalesce(r.device_id, 0), d.name order by r.store_id, coalesce(r.device_id, 0)`,
  );
}

/** Payments of one device by tender. */
export type TDevicePayments = {
  storeId: number;
  deviceId: number;
  deviceName: string;
  paymentType: string;
  payments: number;
  amount: string;
  tips: string;
};

/**
 * Payments of the sales types by the ticket's store, device, employee and tender, summed, from the payment rollup or
 * the raw payments: what the device payments and the tips come from.
 */
const PAID: Record<TFactSource, (scope: TViewScope, range: TDateRange, employeeId: TEmployeeFilter) => SQL> = {
  rollup: (scope: TViewScope, range: TDateRange, employeeId: TEmployeeFilter) =>
    sql`select r.store_id, r.device_id, r.employee_id, r.payment_type, sum(r.payment_count) as payments,
               sum(r.amount) as amount, sum(r.tip) as tip
          from rollup_payment_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and ${ofEmployee('r', employeeId)}
         group by 1, 2, 3, 4`,
  raw: (scope: TViewScope, range: TDateRange, employeeId: TEmployeeFilter) =>
    sql`select p.store_id, coalesce(t.device_id, 0) as device_id, coalesce(t.employee_id, 0) as employee_id,
               p.payment_type, count(*) as payments, sum(p.amount) as amount, sum(p.tip_amount) as tip
          from ticket_payments p join tickets t on t.id = p.ticket_id
         where ${viewOf('p', scope)} and ${inRange('p', range)} and t.transaction_type in ${SALES_TYPES}
           and ${ofEmployee('t', employeeId)}
         group by 1, 2, 3, 4`,
};

/** Each device's payments by tender; the device's name from the store's devices ('' for no device). */
export function paymentsByDevice(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  source: TFactSource = 'rollup',
): Promise<TDevicePayments[]> {
  return queryRows<TDevicePayments>(
    db,
    sql`with paid as (${PAID[source](scope, range, undefined)})
        select p.store_id as "storeId", p.device_id as "deviceId", coalesce(d.name, '') as "deviceName",
               p.payment_type as "paymentType", sum(p.payments)::int as payments, ${moneySum(sql`p.amount`)} as amount,
               ${moneySum(sql`p.tip`)} as tips
          from paid p left join devices d on d.id = p.device_id and ${merchantOf('d', scope)}
         group by p.store_id, p.device_id, d.name, p.payment_type
         order by p.store_id, p.device_id, p.payment_type`,
  );
}

/** One employee's sales (employee 0: tickets that name none), across the view's stores. */
export type TEmployeeSales = {
  employeeId: number;
  employeeName: string;
  tickets: number;
  guests: number;
  grossSales: string;
  discounts: string;
  netSales: string;
  tax: string;
  tips: string;
  gratuity: string;
  voidCount: number;
  voids: string;
};

const employeeMeasures = (r: {
  ticketCount: SQL;
  guests: SQL;
  sub: SQL;
  discount: SQL;
  tax: SQL;
  tip: SQL;
  gratuity: SQL;
}) => {
  const sales = sql`r.transaction_type in ${SALES_TYPES}`;
  const voided = sql`r.transaction_type = 'V'`;
  return sql`coalesce(sum(${r.ticketCount}) filter (where ${sales}), 0)::int as tickets,
             coalesce(sum(${r.guests}) filter (where ${sales}), 0)::int as guests,
             ${moneySum(sql`${r.sub}`, sales)} as "grossSales",
             ${moneySum(sql`${r.discount}`, sales)} as discounts,
             ${moneySum(sql`${r.sub} - ${r.discount}`, sales)} as "netSales",
             ${moneySum(sql`${r.tax}`, sales)} as tax,
             ${moneySum(sql`${r.tip}`, sales)} as tips,
             ${moneySum(sql`${r.gratuity}`, sales)} as gratuity,
             coalesce(sum(${r.ticketCount}) filter (where ${voided}), 0)::int as "voidCount",
             ${moneySum(sql`${r.sub}`, voided)} as voids`;
};

/** Each employee's sales and voids from the daily employee rollup (EmployeeId: that employee only). */
export function salesByEmployee(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
): Promise<TEmployeeSales[]> {
  return queryRows<TEmployeeSales>(
    db,
    sql`select r.employee_id as "employeeId", ${employeeName('e')} as "employeeName",
               ${employeeMeasures({ ticketCount: sql`r.ticket_count`, guests: sql`r.guest_count`, sub: sql`r.sub_total`, discount: sql`r.discount`, tax: sql`r.tax`, tip: sql`r.tip`, gratuity: sql`r.gratuity` })}
          from rollup_employee_day r left join employees e on e.id = r.employee_id and ${merchantOf('e', scope)}
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and ${ofEmployee('r', employeeId)}
           and (r.transaction_type in ${SALES_TYPES} or r.transaction_type = 'V')
         group by r.employee_id, e.first_name, e.last_name order by r.employee_id`,
  );
}

/** salesByEmployee from the raw tickets (the rollup property test's reference). */
export function salesByEmployeeRaw(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
): Promise<TEmployeeSales[]> {
  return queryRows<TEmployeeSales>(
    db,
    sql`select coalesce(r.employee_id, 0) as "employeeId", ${employeeName('e')} as "employeeName",
               ${employeeMeasures({ ticketCount: sql`1`, guests: sql`r.guest_count`, sub: sql`r.sub_total_amount`, discount: sql`r.discount_amount`, tax: sql`r.tax_amount`, tip: sql`r.tip_amount`, gratuity: sql`r.gratuity_amount` })}
          from tickets r left join employees e on e.id = r.employee_id and ${merchantOf('e', scope)}
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and ${ofEmployee('r', employeeId)}
           and (r.transaction_type in ${SALES_TYPES} or r.transaction_type = 'V')
         group by coalesce(r.employee_id, 0), e.first_name, e.last_name order by coalesce(r.employee_id, 0)`,
  );
}

/** One discount (by name as rung up, and kind: 'line' or 'ticket') an employee gave: lines, tickets and amount. */
export type TEmployeeDiscounts = {
  employeeId: number;
  employeeName: string;
  discountName: string;
  kind: 'line' | 'ticket';
  lines: number;
  tickets: number;
  amount: string;
};

const DISCOUNTED: Record<TFactSource, (scope: TViewScope, range: TDateRange, employeeId: TEmployeeFilter) => SQL> = {
  rollup: (scope: TViewScope, range: TDateRange, employeeId: TEmployeeFilter) =>
    sql`select r.employee_id, r.name, r.kind, sum(r.line_count) as lines, sum(r.ticket_count) as tickets,
               sum(r.amount) as amount
          from rollup_discount_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and ${ofEmployee('r', employeeId)}
         group by 1, 2, 3`,
  raw: (scope: TViewScope, range: TDateRange, employeeId: TEmployeeFilter) =>
    sql`select coalesce(t.employee_id, 0) as employee_id, coalesce(d.name, '') as name, d.kind, count(*) as lines,
               count(distinct l.ticket_id) as tickets, sum(d.amount) as amount
          from ticket_lines l join tickets t on t.id = l.ticket_id
          cross join lateral (values ('line', l.line_discount, l.line_discount_name),
                                     ('ticket', l.ticket_discount, l.ticket_discount_name)) d(kind, amount, name)
         where ${viewOf('l', scope)} and ${inRange('l', range)} and l.transaction_type in ${SALES_TYPES}
           and d.amount <> 0 and ${ofEmployee('t', employeeId)}
         group by 1, 2, 3`,
};

/**
 * Discounts by employee, discount name and kind over the sales types: a line carries its own discount and its share
 * of a ticket discount, each with the name it was rung up under ('' on lines written before names were kept).
 */
export function discountsByEmployee(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
  source: TFactSource = 'rollup',
): Promise<TEmployeeDiscounts[]> {
  return queryRows<TEmployeeDiscounts>(
    db,
    sql`with given as (${DISCOUNTED[source](scope, range, employeeId)})
        select g.employee_id as "employeeId", ${employeeName('e')} as "employeeName", g.name as "discountName",
               g.kind, g.lines::int as lines, g.tickets::int as tickets, g.amount::numeric(16, 2)::text as amount
          from given g left join employees e on e.id = g.employee_id and ${merchantOf('e', scope)}
         order by g.employee_id, g.name, g.kind`,
  );
}

/** Tax collected under one rule and rate. */
export type TRuleTax = { ruleName: string; taxRate: string; tickets: number; tax: string };

/** Tax by rule and rate from the daily tax rollup. */
export function taxByRule(db: TDb, scope: TViewScope, range: TDateRange): Promise<TRuleTax[]> {
  return queryRows<TRuleTax>(
    db,
    sql`select r.rule_name as "ruleName", r.tax_rate::text as "taxRate", sum(r.ticket_count)::int as tickets,
               ${moneySum(sql`r.tax_amount`)} as tax
          from rollup_tax_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.rule_name, r.tax_rate order by r.rule_name, r.tax_rate`,
  );
}

/** taxByRule from the raw ticket taxes (the rollup property test's reference). */
export function taxByRuleRaw(db: TDb, scope: TViewScope, range: TDateRange): Promise<TRuleTax[]> {
  return queryRows<TRuleTax>(
    db,
    sql`select x.rule_name as "ruleName", x.tax_rate::text as "taxRate", count(*)::int as tickets,
               ${moneySum(sql`x.tax_amount`)} as tax
          from ticket_taxes x join tickets t on t.id = x.ticket_id
         where ${viewOf('x', scope)} and ${inRange('x', range)} and t.transaction_type in ${SALES_TYPES}
         group by x.rule_name, x.tax_rate order by x.rule_name, x.tax_rate`,
  );
}

/** Net sales split by whether the ticket was taxed. */
export type TTaxableSales = { taxableSales: string; nonTaxableSales: string; netSales: string; tax: string };

/**
 * Taxable and non-taxable net sales: a ticket that carries tax counts as taxable, one without as non-taxable (from
 * the daily sales rollup, or the raw tickets).
 */
export async function taxableSales(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  source: TFactSource = 'rollup',
): Promise<TTaxableSales> {
  const net = source === 'rollup' ? sql`r.sub_total - r.discount` : sql`r.sub_total_amount - r.discount_amount`;
  const taxable = source === 'rollup' ? sql`r.taxable_sales` : sql`case when r.tax_amount <> 0 then ${net} else 0 end`;
  const [row] = await queryRows<TTaxableSales>(
    db,
    sql`select ${moneySum(taxable)} as "taxableSales", ${moneySum(sql`${net} - ${taxable}`)} as "nonTaxableSales",
               ${moneySum(net)} as "netSales", ${moneySum(source === 'rollup' ? sql`r.tax` : sql`r.tax_amount`)} as tax
          from ${source === 'rollup' ? sql`rollup_sales_day` : sql`tickets`} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}`,
  );
  return row!;
}

/** One category's net sales and its share of the tax. */
export type TCategoryTax = { categoryId: number; categoryName: string; netSales: string; tax: string };

const SHARED_TAX: Record<TFactSource, (scope: TViewScope, range: TDateRange) => SQL> = {
  rollup: (scope, range) =>
    sql`select r.category_id, r.category_name, sum(r.amount - r.discount) as net, sum(r.tax_share) as tax
          from ${byWeeks(rollupCategoryDay, rollupCategoryWeek, range)} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by 1, 2`,
  raw: (scope, range) =>
    sql`select coalesce(l.category_id, 0) as category_id, coalesce(l.category_name, '') as category_name,
               sum(l.amount - l.line_discount - l.ticket_discount) as net,
               sum(t.tax_amount * (l.amount - l.line_discount - l.ticket_discount)
                   / nullif(t.sub_total_amount - t.discount_amount, 0)) as tax
          from ticket_lines l join tickets t on t.id = l.ticket_id
         where ${viewOf('l', scope)} and ${inRange('l', range)} and l.transaction_type in ${SALES_TYPES}
           and l.line_type in ${SALE_LINE_TYPES}
         group by 1, 2`,
};

/**
 * Tax by category as sold, over the item and modifier lines (the tax is charged on them: charges and donations are
 * outside the taxed subtotal). Taxes are kept per ticket, not per line, so a ticket's tax is shared among its lines
 * in proportion to their net amounts; the shares are summed before rounding, so a category's tax may differ from a
 * per-line rounding by a cent, and the column adds up to the tax collected within cents.
 */
export function taxByCategory(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  source: TFactSource = 'rollup',
): Promise<TCategoryTax[]> {
  return queryRows<TCategoryTax>(
    db,
    sql`with shared as (${SHARED_TAX[source](scope, range)})
        select s.category_id as "categoryId", s.category_name as "categoryName", ${moneySum(sql`s.net`)} as "netSales",
               coalesce(round(sum(s.tax), 2), 0)::numeric(16, 2)::text as tax
          from shared s group by 1, 2 order by 2, 1`,
  );
}

/** One employee's tips: cash tips, card tips (every tender but cash) and gratuity. */
export type TEmployeeTips = {
  employeeId: number;
  employeeName: string;
  cashTips: string;
  cardTips: string;
  gratuity: string;
  totalTips: string;
};

/**
 * Tips by employee: cash and card tips from the payments by tender, gratuity from the tickets (the employee rollup),
 * over the sales types.
 */
export function tipsByEmployee(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
  source: TFactSource = 'rollup',
): Promise<TEmployeeTips[]> {
  const gratuity =
    source === 'rollup'
      ? sql`select r.employee_id, sum(r.gratuity) as gratuity
              from rollup_employee_day r
             where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
               and ${ofEmployee('r', employeeId)}
             group by 1`
      : sql`select coalesce(t.employee_id, 0) as employee_id, sum(t.gratuity_amount) as gratuity
              from tickets t
             where ${viewOf('t', scope)} and ${inRange('t', range)} and t.transaction_type in ${SALES_TYPES}
               and ${ofEmployee('t', employeeId)}
             group by 1`;
  return queryRows<TEmployeeTips>(
    db,
    sql`with paid as (${PAID[source](scope, range, employeeId)}), tipped as (
          select p.employee_id, coalesce(sum(p.tip) filter (where p.payment_type = 'Cash'), 0) as cash,
                 coalesce(sum(p.tip) filter (where p.payment_type <> 'Cash'), 0) as card
            from paid p group by 1
        ), gratuity as (${gratuity}), joined as (
          select coalesce(a.employee_id, g.employee_id) as employee_id, coalesce(a.cash, 0) as cash,
                 coalesce(a.card, 0) as card, coalesce(g.gratuity, 0) as gratuity
            from tipped a full join gratuity g on g.employee_id = a.employee_id
        )
        select j.employee_id as "employeeId", ${employeeName('e')} as "employeeName",
               j.cash::numeric(16, 2)::text as "cashTips", j.card::numeric(16, 2)::text as "cardTips",
               j.gratuity::numeric(16, 2)::text as gratuity,
               (j.cash + j.card + j.gratuity)::numeric(16, 2)::text as "totalTips"
          from joined j left join employees e on e.id = j.employee_id and ${merchantOf('e', scope)}
         where j.cash <> 0 or j.card <> 0 or j.gratuity <> 0
         order by j.employee_id`,
  );
}

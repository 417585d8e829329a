import { ALL_DAYS, type TDaySelection } from '@mp/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope, viewOf } from '../../../db/tenant.ts';
import {
  rollupCategoryDay,
  rollupCategoryWeek,
  rollupEmployeeItemDay,
  rollupEmployeeItemWeek,
  rollupItemDay,
  rollupItemSalesDay,
  rollupItemSalesWeek,
  rollupItemWeek,
  rollupSalesHour,
  rollupSalesHourWeek,
} from '../../../db/schema.ts';
import {
  byWeeks,
  inRange,
  viewByStoresOf,
  SALE_LINE_TYPES,
  SALES_TYPES,
  type TDateRange,
  type TFactSource,
} from '../facts/report-sql.ts';
import { onDays } from './sales-sql.ts';

/*
 * The sales reports' figures (issue 15 §5). Money is summed in SQL and travels as exact decimal strings; gross is what
 * the lines sold for, discounts the line and ticket discounts on them, net = gross - discounts, over the sales types
 * (returns carry negative amounts). Every figure comes from the rollups; each rollup figure that has a raw twin takes
 * `source` so the tests and the bench compare the two.
 */

export type TSalesFigures = { quantity: string; grossSales: string; discounts: string; netSales: string };

const rollupFigures = sql`sum(r.quantity)::text as quantity, sum(r.amount)::text as "grossSales",
                          sum(r.discount)::text as discounts, sum(r.amount - r.discount)::text as "netSales"`;

export type TDepartmentSales = TSalesFigures & { departmentId: number; departmentName: string };

/** Item and modifier sales by department as sold (0 and '' for lines of no department), from the category rollup. */
export function departmentSales(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDepartmentSales[]> {
  return queryRows<TDepartmentSales>(
    db,
    sql`select r.department_id as "departmentId", r.department_name as "departmentName", ${rollupFigures}
          from ${byWeeks(rollupCategoryDay, rollupCategoryWeek, range)} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.department_id, r.department_name order by r.department_name, r.department_id`,
  );
}

export type TDepartmentItemSales = TDepartmentSales & { itemId: number; itemName: string };

/**
 * Item sales as sold, one row per item (and per modifier, beside its item), category, department and the line's
 * figures summed, from the item sales rollup or the raw lines. Both give the same columns, so the reports' queries
 * below read either.
 */
const SOLD: Record<TFactSource, (scope: TViewScope, range: TDateRange) => SQL> = {
  rollup: (scope: TViewScope, range: TDateRange) =>
    sql`select r.department_id, r.department_name, r.category_id, r.category_name, r.item_id, r.item_name,
               r.is_modifier, r.modifier_id, r.modifier_name, sum(r.quantity) as quantity, sum(r.amount) as amount,
               sum(r.discount) as discount
          from ${byWeeks(rollupItemSalesDay, rollupItemSalesWeek, range)} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by 1, 2, 3, 4, 5, 6, 7, 8, 9`,
  raw: (scope: TViewScope, range: TDateRange) =>
    sql`select coalesce(l.department_id, 0) as department_id, coalesce(l.department_name, '') as department_name,
               coalesce(o.category_id, 0) as category_id, coalesce(o.category_name, '') as category_name,
               coalesce(o.item_id, 0) as item_id, o.item_name, p.id is not null as is_modifier,
               case when p.id is null then 0 else coalesce(l.item_id, 0) end as modifier_id,
               case when p.id is null then '' else l.item_name end as modifier_name,
               sum(l.quantity) as quantity, sum(l.amount) as amount, sum(l.line_discount + l.ticket_discount) as discount
          from ticket_lines l
          left join ticket_lines p on p.id = l.parent_line_id and ${viewOf('p', scope)}
         cross join lateral (
               select case when p.id is null then l.category_id else p.category_id end as category_id,
                      case when p.id is null then l.category_name else p.category_name end as category_name,
                      case when p.id is null then l.item_id else p.item_id end as item_id,
                      case when p.id is null then l.item_name else p.item_name end as item_name) o
         where ${viewOf('l', scope)} and ${inRange('l', range)} and l.transaction_type in ${SALES_TYPES}
           and l.line_type in ${SALE_LINE_TYPES}
         group by 1, 2, 3, 4, 5, 6, 7, 8, 9`,
};
const soldFigures = sql`sum(s.quantity)::text as quantity, sum(s.amount)::text as "grossSales",
                        sum(s.discount)::text as discounts, sum(s.amount - s.discount)::text as "netSales"`;

/** The department report's item detail: figures by department and item of the line (a modifier as its own item). */
export function departmentItemSales(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  source: TFactSource = 'rollup',
): Promise<TDepartmentItemSales[]> {
  return queryRows<TDepartmentItemSales>(
    db,
    sql`with s as (${SOLD[source](scope, range)})
        select s.department_id as "departmentId", s.department_name as "departmentName",
               case when s.is_modifier then s.modifier_id else s.item_id end as "itemId",
               case when s.is_modifier then s.modifier_name else s.item_name end as "itemName", ${soldFigures}
          from s group by 1, 2, 3, 4 order by 2, 1, 4, 3`,
  );
}

export type TItemSalesLine = TSalesFigures & {
  categoryId: number;
  categoryName: string;
  /** The parent of the category as sold, from the menu ('' for a top-level category). */
  parentCategoryName: string;
  itemId: number;
  itemName: string;
  /** Modifier lines of the item (false: the item's own lines). */
  isModifier: boolean;
  modifierId: number;
  modifierName: string;
};

/**
 * Item sales as sold, with each modifier line beside the item it modifies (its category is its item's, so a category
 * filter keeps an item's modifiers with it). `categoryId` keeps the lines of that category and of its subcategories.
 * The menu is read only for the category's parent, after the sales are added up.
 */
export function itemSalesLines(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  categoryId: number | undefined,
  source: TFactSource = 'rollup',
): Promise<TItemSalesLine[]> {
  const inCategory: SQL =
    categoryId === undefined
      ? sql`true`
      : sql`(s.category_id = ${categoryId} or s.category_id in (
               select c.id from item_categories c
                where ${merchantOf('c', scope)} and c.parent_item_category_id = ${categoryId}))`;
  return queryRows<TItemSalesLine>(
    db,
    sql`with s as (${SOLD[source](scope, range)})
        select s.category_id as "categoryId", s.category_name as "categoryName",
               coalesce(pc.name, '') as "parentCategoryName", s.item_id as "itemId", s.item_name as "itemName",
               s.is_modifier as "isModifier", s.modifier_id as "modifierId", s.modifier_name as "modifierName",
               ${soldFigures}
          from s
          left join item_categories oc on oc.id = s.category_id and ${merchantOf('oc', scope)}
          left join item_categories pc on pc.id = oc.parent_item_category_id and ${merchantOf('pc', scope)}
         where ${inCategory}
         group by 1, 2, 3, 4, 5, 6, 7, 8 order by 2, 1, 5, 4, 6, 8, 7`,
  );
}

export type TModifierSales = TSalesFigures & {
  modifierGroupId: number;
  modifierGroupName: string;
  itemId: number;
  itemName: string;
};

/**
 * Modifier lines by modifier group, from the item rollup. A ticket line does not record the group its modifier was
 * chosen from, so the group is the menu's: the group that offers the modifier item (the lowest id when several do,
 * which no demo menu has; 0 when none does any more). `modifierGroupId` keeps that group's rows.
 */
export function modifierSales(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  modifierGroupId: number | undefined,
): Promise<TModifierSales[]> {
  return queryRows<TModifierSales>(
    db,
    // Each modifier's days add up first, so the menu lookup of its group runs once per modifier, not once per day.
    sql`with sold as (
          select r.item_id, r.item_name, ${rollupFigures}
            from ${byWeeks(rollupItemDay, rollupItemWeek, range)} r
           where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
             and r.line_type = 'Modifier'
           group by r.item_id, r.item_name)
        select coalesce(g.id, 0) as "modifierGroupId", coalesce(g.name, '') as "modifierGroupName",
               s.item_id as "itemId", s.item_name as "itemName", s.quantity, s."grossSales", s.discounts, s."netSales"
          from sold s
          left join lateral (
               select min(m.modifier_group_id) as id from modifier_group_items m
                where ${merchantOf('m', scope)} and m.item_id = s.item_id) mg on true
          left join modifier_groups g on g.id = mg.id and ${merchantOf('g', scope)}
         where ${modifierGroupId === undefined ? sql`true` : sql`mg.id = ${modifierGroupId}`}
         order by 2, 1, 4, 3`,
  );
}

export type TTicketSales = { tickets: number; guests: number; grossSales: string; discounts: string; netSales: string };
const ticketFigures = sql`sum(r.ticket_count)::int as tickets, sum(r.guest_count)::int as guests,
                          sum(r.sub_total)::text as "grossSales", sum(r.discount)::text as discounts,
                          sum(r.sub_total - r.discount)::text as "netSales"`;

/** Ticket sales by business hour (each store's local hour) on the chosen days of the week, from the hourly rollup. */
export function hourlySales(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  days: TDaySelection,
): Promise<(TTicketSales & { hour: number })[]> {
  return queryRows(
    db,
    // A week's row mixes its weekdays, so only a range of every weekday reads the weekly twin.
    sql`select r.business_hour::int as hour, ${ticketFigures}
          from ${days === ALL_DAYS ? byWeeks(rollupSalesHour, rollupSalesHourWeek, range) : rollupSalesHour} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and ${onDays('r', days)}
         group by r.business_hour order by r.business_hour`,
  );
}

/** Ticket sales by business date (the view's stores together), from the daily rollup. */
export function dailySales(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
): Promise<(TTicketSales & { businessDate: string })[]> {
  return queryRows(
    db,
    sql`select r.business_date::text as "businessDate", ${ticketFigures}
          from rollup_sales_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.business_date order by r.business_date`,
  );
}

export type TNonSalesRevenue = { categoryId: number; categoryName: string; count: number; amount: string };

/** Non-sales revenue (Charge lines naming a category) by category, from the item rollup. */
export function nonSalesRevenue(db: TDb, scope: TViewScope, range: TDateRange): Promise<TNonSalesRevenue[]> {
  return queryRows<TNonSalesRevenue>(
    db,
    sql`select r.non_sales_category_id as "categoryId", coalesce(c.name, '') as "categoryName",
               sum(r.line_count)::int as count, sum(r.amount)::text as amount
          from ${byWeeks(rollupItemDay, rollupItemWeek, range)} r
          left join non_sales_revenue_categories c on c.id = r.non_sales_category_id and ${merchantOf('c', scope)}
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and r.line_type = 'Charge' and r.non_sales_category_id <> 0
         group by 1, 2 order by 2, 1`,
  );
}

export type TDonation = { businessDate: string; cause: string; count: number; amount: string };

/** Donation lines by business date and cause (the line's name: "Round Up for Charity"), from the item rollup. */
export function donations(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDonation[]> {
  return queryRows<TDonation>(
    db,
    sql`select r.business_date::text as "businessDate", r.item_name as cause, sum(r.line_count)::int as count,
               sum(r.amount)::text as amount
          from rollup_item_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and r.line_type = 'Donation'
         group by 1, 2 order by 1, 2`,
  );
}

export type TCommission = {
  employeeId: number;
  employeeName: string;
  commissionRate: string;
  netSales: string;
  commission: string;
};

const employeeName = sql`e.first_name || ' ' || e.last_name`;
const ofEmployee = (alias: string, employeeId: number | undefined) =>
  employeeId === undefined ? sql`true` : sql`${sql.identifier(alias)}.employee_id = ${employeeId}`;

/**
 * Each employee's net sales and sales commission (commission_rate percent of them, rounded to the cent per employee),
 * from the employee rollup; tickets of no employee pay no commission.
 */
export function commissions(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId: number | undefined,
): Promise<(TCommission & { tickets: number })[]> {
  return queryRows(
    db,
    sql`select e.id as "employeeId", ${employeeName} as "employeeName", e.commission_rate::text as "commissionRate",
               sum(r.ticket_count)::int as tickets, sum(r.sub_total - r.discount)::text as "netSales",
               round(sum(r.sub_total - r.discount) * e.commission_rate / 100, 2)::text as commission
          from rollup_employee_day r
          join employees e on e.id = r.employee_id and ${merchantOf('e', scope)}
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and ${ofEmployee('r', employeeId)}
         group by e.id order by 2, 1`,
  );
}

const SOLD_BY_EMPLOYEE: Record<TFactSource, (scope: TViewScope, range: TDateRange, employeeId?: number) => SQL> = {
  rollup: (scope, range, employeeId) =>
    sql`select r.employee_id, r.item_id, r.item_name, sum(r.quantity) as quantity, sum(r.amount - r.discount) as net
          from ${byWeeks(rollupEmployeeItemDay, rollupEmployeeItemWeek, range)} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and ${ofEmployee('r', employeeId)}
         group by 1, 2, 3`,
  raw: (scope, range, employeeId) =>
    sql`select t.employee_id, coalesce(l.item_id, 0) as item_id, l.item_name, sum(l.quantity) as quantity,
               sum(l.amount - l.line_discount - l.ticket_discount) as net
          from ticket_lines l join tickets t on t.id = l.ticket_id and ${viewOf('t', scope)}
         where ${viewOf('l', scope)} and ${inRange('l', range)} and l.transaction_type in ${SALES_TYPES}
           and l.line_type in ${SALE_LINE_TYPES} and ${ofEmployee('t', employeeId)}
         group by 1, 2, 3`,
};

/** The same by employee and item sold (modifiers as their own items), commission rounded per item. */
export function commissionItems(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId: number | undefined,
  source: TFactSource = 'rollup',
): Promise<(TCommission & { itemId: number; itemName: string; quantity: string })[]> {
  return queryRows(
    db,
    sql`with sold as (${SOLD_BY_EMPLOYEE[source](scope, range, employeeId)})
        select e.id as "employeeId", ${employeeName} as "employeeName", e.commission_rate::text as "commissionRate",
               s.item_id as "itemId", s.item_name as "itemName", s.quantity::text as quantity, s.net::text as "netSales",
               round(s.net * e.commission_rate / 100, 2)::text as commission
          from sold s join employees e on e.id = s.employee_id and ${merchantOf('e', scope)}
         order by 2, 1, 5, 4`,
  );
}

const exists = async (db: TDb, query: SQL) => (await queryRows<{ found: boolean }>(db, query)).length > 0;

/** Whether the category is one of the merchant's (FilterByCategory must name one). */
export const isMerchantCategory = (db: TDb, scope: TViewScope, categoryId: number): Promise<boolean> =>
  exists(db, sql`select true as found from item_categories c where ${merchantOf('c', scope)} and c.id = ${categoryId}`);

/** Whether the modifier group is one of the merchant's (ModifierGroupId must name one). */
export const isMerchantModifierGroup = (db: TDb, scope: TViewScope, groupId: number): Promise<boolean> =>
  exists(db, sql`select true as found from modifier_groups g where ${merchantOf('g', scope)} and g.id = ${groupId}`);

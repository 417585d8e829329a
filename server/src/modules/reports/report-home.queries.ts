import type { TCategoryItem, TValueDisplay } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/create-db.ts';
import { merchantOf, type TViewScope } from '../../db/tenant.ts';
import { inRange, viewByStoresOf, type TDateRange } from './facts/report-sql.ts';

/*
 * The report bars' dropdowns (spec 2 §3 Report dropdown items, §7 ReportHome). Categories, modifier groups and
 * non-sales revenue categories are the merchant's whole list, whatever the dates: a report refuses a filter that is
 * not on it and accepts every one that is (a choice with no sales in the range shows an empty report, not an error).
 */

/** The merchant's item categories (FilterByCategory), in menu order. */
export function reportCategories(db: TDb, scope: TViewScope): Promise<TCategoryItem[]> {
  return queryRows<TCategoryItem>(
    db,
    sql`select c.id as "CategCode", c.name as "CategName" from item_categories c
         where ${merchantOf('c', scope)} order by c.sort_order, c.name, c.id`,
  );
}

/** The merchant's modifier groups (ModifierGroupId), by name. */
export function reportModifierGroups(db: TDb, scope: TViewScope): Promise<TValueDisplay[]> {
  return queryRows<TValueDisplay>(
    db,
    sql`select g.id as "Value", g.name as "Display" from modifier_groups g
         where ${merchantOf('g', scope)} order by g.name, g.id`,
  );
}

/** The merchant's non-sales revenue categories, by name. */
export function reportNonSalesRevenueCategories(db: TDb, scope: TViewScope): Promise<TValueDisplay[]> {
  return queryRows<TValueDisplay>(
    db,
    sql`select c.id as "Value", c.name as "Display" from non_sales_revenue_categories c
         where ${merchantOf('c', scope)} order by c.name, c.id`,
  );
}

/**
 * The employees who rang up a price override in the view's stores over the range, by name: the price overrides
 * report's EmployeeId choices, so the dropdown offers exactly the employees the report has rows for.
 */
export function priceOverrideEmployees(db: TDb, scope: TViewScope, range: TDateRange): Promise<TValueDisplay[]> {
  return queryRows<TValueDisplay>(
    db,
    sql`select e.id as "Value", e.first_name || ' ' || e.last_name as "Display" from employees e
         where ${merchantOf('e', scope)}
           and exists (select 1 from rollup_employee_day r
                        where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.employee_id = e.id
                          and r.price_overrides <> 0)
         order by 2, 1`,
  );
}

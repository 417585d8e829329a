import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { merchantOf, type TViewScope, viewOf } from '../../../db/tenant.ts';

/** An inclusive range of business dates (YYYY-MM-DD), in each store's own zone. */
export type TDateRange = { from: string; to: string };

/** Where a figure is read from: the rollups (what the reports use) or the raw rows (the tests' and bench's reference). */
export type TFactSource = 'rollup' | 'raw';

export { SALES_TYPES } from '../../../shared/sales-types.ts';

/** Lines that are sales: items and their modifiers (charges, donations and non-sales revenue are not). */
export const SALE_LINE_TYPES = sql.raw(`('Item', 'Modifier')`);

/** The alias's business_date within the range (both ends included). */
export const inRange = (alias: string, range: TDateRange) =>
  sql`${sql.identifier(alias)}.business_date between ${range.from} and ${range.to}`;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday … 6 = Saturday (day 0, 1970-01-01, was a Thursday). */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

/** The whole weeks (Sunday to Saturday) inside a range: the first Sunday and the last Saturday, or null if none. */
export function wholeWeeksOf(range: TDateRange): { firstSunday: string; lastSaturday: string } | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const firstSunday = from + ((7 - weekdayOf(from)) % 7);
  const lastSaturday = to - ((weekdayOf(to) + 1) % 7);
  return lastSaturday - firstSunday >= 6
    ? { firstSunday: isoOf(firstSunday), lastSaturday: isoOf(lastSaturday) }
    : null;
}

/**
 * A daily rollup over the range as a row source (`from ${byWeeks(...)} r`): the whole weeks inside the range come from
 * its weekly twin (a week's row is dated by its Sunday) and only the days outside them from the daily table, so a year
 * reads about a seventh of the rows. Every row's business_date stays inside the range, so the caller's own `inRange`
 * and tenant conditions hold for both parts (PostgreSQL pushes them into each).
 */
export function byWeeks(day: PgTable, week: PgTable, range: TDateRange): SQL {
  const weeks = wholeWeeksOf(range);
  if (weeks === null) return sql`${day}`;
  const columns = sql.join(
    getTableConfig(day).columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  return sql`(select ${columns} from ${day}
               where business_date between ${range.from} and ${range.to}
                 and (business_date < ${weeks.firstSunday} or business_date > ${weeks.lastSaturday})
              union all
              select ${columns} from ${week}
               where business_date between ${weeks.firstSunday} and ${weeks.lastSaturday})`;
}

/**
 * The view's rows of a rollup or a ticket table: a store's, or in the company view those of each of the merchant's
 * stores, named one by one. Their keys and indexes lead with merchant, store and date, so with the stores named each
 * store's date range is one index range; the merchant alone leaves the dates behind the store key, and PostgreSQL
 * reads every day of every store (a seq scan in practice).
 */
export const viewByStoresOf = (alias: string, scope: TViewScope): SQL =>
  scope.kind === 'store'
    ? viewOf(alias, scope)
    : sql`${viewOf(alias, scope)}
          and ${sql.identifier(alias)}.store_id = any(array(select s.id from stores s where ${merchantOf('s', scope)}))`;

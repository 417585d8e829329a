import { sql } from 'drizzle-orm';

/** An inclusive range of business dates (YYYY-MM-DD), in each store's own zone. */
export type TDateRange = { from: string; to: string };

/** Types that move sales: a void, a cleared ticket, a pay-in or a pay-out sells nothing. */
export const SALES_TYPES = sql.raw(`('S', 'RT', 'SR', 'R', 'F')`);

/** The alias's business_date within the range (both ends included). */
export const inRange = (alias: string, range: TDateRange) =>
  sql`${sql.identifier(alias)}.business_date between ${range.from} and ${range.to}`;

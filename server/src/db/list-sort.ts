import type { TSortDirection } from '@mp/contracts/fields';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** A list's sort as its contract validated it: a whitelisted column and a direction. */
export type TListSort<C extends string> = { column: C; direction: TSortDirection };

/**
 * ORDER BY terms for one whitelisted sort expression: the expression, then the row's id in the same direction, so rows
 * with equal values keep one order across pages (none shows on two pages or on none).
 */
export function sortTerms(direction: TSortDirection, expression: SQL | AnyColumn, id: AnyColumn): SQL[] {
  const by = direction === 'ASC' ? asc : desc;
  return [by(expression), by(id)];
}

/** The SQL keyword of a direction, for statements written as raw SQL (never text from the request). */
export const sortKeyword = (direction: TSortDirection): 'asc' | 'desc' => (direction === 'ASC' ? 'asc' : 'desc');

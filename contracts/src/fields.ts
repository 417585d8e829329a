import { z } from 'zod';

/**
 * Field rules every contract shares, so a value a client can send is bounded by what the database holds: ids are
 * PostgreSQL `integer`s, and a page number times the largest page size stays far inside a safe integer offset.
 */
export const PG_INT_MAX = 2_147_483_647;

/** The highest page any paged call accepts: 100,000 pages of the largest page size (500) is 50 million rows. */
export const MAX_PAGE_NUMBER = 100_000;

/** A row id: a positive PostgreSQL integer. */
export const ZId = z.number().int().positive().max(PG_INT_MAX);
/** A row id from a query string or path, where it arrives as text. */
export const ZIdParam = z.coerce.number().int().positive().max(PG_INT_MAX);
/** A row id where 0 means "none" or "new". */
export const ZIdOrZero = z.number().int().min(0).max(PG_INT_MAX);
export const ZIdOrZeroParam = z.coerce.number().int().min(0).max(PG_INT_MAX);

/** A 1-based page number, from a body or a query string. */
export const ZPageNumber = z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER);

/** The direction of a server-sorted list; a column header sorts ascending first, then descending (spec 1 §2). */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const ZSortDirection = z.enum(SORT_DIRECTIONS);
export type TSortDirection = z.infer<typeof ZSortDirection>;

/** The columns a paged list call sorts by and its order when the request names none. */
export type TSortSpec<C extends string> = {
  columns: readonly [C, ...C[]];
  defaultSort: { column: C; direction: TSortDirection };
};

/**
 * The sort fields of a paged list call: `SortColumn`, one of the columns the server orders that list by (any other
 * name is refused with 400), and `SortDirection`, with the list's default order when absent. The server breaks ties
 * by id, so a row never appears on two pages.
 */
export const sortFields = <C extends string>({ columns, defaultSort }: TSortSpec<C>) => ({
  SortColumn: z.enum(columns).default(defaultSort.column),
  SortDirection: ZSortDirection.default(defaultSort.direction),
});

type TPath = (string | number)[];

/**
 * Where the first string holding a NUL character sits in a request (body, query, params), or null. PostgreSQL text
 * cannot hold NUL, so such a string is refused at the door naming its field, instead of failing in a statement. One
 * rule for every string a client sends, applied by the server's request validation (plugins/validation.ts).
 */
export function nulCharacterPath(value: unknown): TPath | null {
  // The path is built on the way out, so a clean request (nearly every one) allocates nothing.
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulCharacterPath(value[index]);
      if (found) return [index, ...found];
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key.includes('\u0000')) return [key];
      const found = nulCharacterPath(entry);
      if (found) return [key, ...found];
    }
  }
  return null;
}

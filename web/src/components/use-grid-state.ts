import { MAX_PAGE_NUMBER, SORT_DIRECTIONS, type TSortDirection, type TSortSpec } from '@mp/contracts/fields';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A grid's server sort: one of the list call's SortColumn values and a direction. */
export type TGridSort<C extends string = string> = { column: C; direction: TSortDirection };

/**
 * A grid's list call's sort (its contract's `…_SORT`: the SortColumn values, any other in the URL being ignored, and
 * the default order) and, for a grid shown over a screen that has a grid of its own (a dialog), a parameter prefix.
 */
export type TGridOptions<C extends string> = TSortSpec<C> & { prefix?: string };

/** What a grid shows: its zero-based page, sort and search. */
export type TGridView<C extends string> = { page: number; sort: TGridSort<C>; search: string };

/** The paging, search and sort of a searchable list call (spec 2 §5 names) for what the grid shows. */
export const gridPageBody = <C extends string>(view: TGridView<C>, pageSize: number) => ({
  PageRowCount: pageSize,
  // The grid counts pages from 0, the call from 1.
  RequestedPageNum: view.page + 1,
  SearchArg: view.search,
  SortColumn: view.sort.column,
  SortDirection: view.sort.direction,
});

export type TGridState<C extends string> = TGridView<C> & {
  setPage: (page: number) => void;
  /**
   * A header click: a new column sorts ascending, the current one flips direction; both go back to page 1. A column
   * the list call does not sort by (the grid's columns name theirs as text) changes nothing.
   */
  toggleSort: (column: string) => void;
  /** A new search goes back to page 1. */
  setSearch: (search: string) => void;
  /** A screen's own filter kept beside the grid's (a date range, a type), or null; unchecked text. */
  filter: (name: string) => string | null;
  /**
   * Changes filters (and the search, by the name `search`) in one step, back to page 1; null removes one. One step,
   * because two URL changes in one event would undo each other.
   */
  setFilters: (changes: Record<string, string | null>) => void;
};

const isOneOf = <C extends string>(values: readonly C[], value: string | null): value is C =>
  value !== null && (values as readonly string[]).includes(value);

const paramNames = (prefix = '') => ({
  page: `${prefix}page`,
  sort: `${prefix}sort`,
  dir: `${prefix}dir`,
  search: `${prefix}search`,
});

/**
 * What a grid's URL query asks for (`page` from 1, `sort`, `dir`, `search`); a missing or unknown value means the
 * default. Also read by a screen's prefetch, so the page requested as navigation starts is the one the grid shows.
 */
export function gridViewOf<C extends string>(params: URLSearchParams, options: TGridOptions<C>): TGridView<C> {
  const names = paramNames(options.prefix);
  const pageParam = Number(params.get(names.page));
  const sortParam = params.get(names.sort);
  const dirParam = params.get(names.dir);
  return {
    page: Number.isInteger(pageParam) && pageParam > 1 && pageParam <= MAX_PAGE_NUMBER ? pageParam - 1 : 0,
    sort: {
      column: isOneOf(options.columns, sortParam) ? sortParam : options.defaultSort.column,
      direction: isOneOf(SORT_DIRECTIONS, dirParam) ? dirParam : options.defaultSort.direction,
    },
    search: params.get(names.search) ?? '',
  };
}

/**
 * The page, sort and search of a server-paged grid, kept in the URL's query string so a reload, the back button or a
 * shared link shows the same rows. Defaults are left out of the URL. A page number of another order or search means
 * nothing, so changing either goes back to the first page.
 */
export function useGridState<C extends string>(options: TGridOptions<C>): TGridState<C> {
  const [params, setParams] = useSearchParams();
  const { prefix, columns, defaultSort } = options;
  const view = gridViewOf(params, options);
  const { page, search } = view;
  const { column, direction } = view.sort;
  // The same object while the sort stays, for memoized grids.
  const sort = useMemo(() => ({ column, direction }), [column, direction]);

  // One change per event: React Router derives the next query from the one rendered, so a second change in the same
  // event would undo the first.
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(`${prefix ?? ''}${name}`);
            else next.set(`${prefix ?? ''}${name}`, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams, prefix],
  );

  const setPage = useCallback((next: number) => update({ page: next > 0 ? String(next + 1) : null }), [update]);
  const toggleSort = useCallback(
    (next: string) => {
      if (!isOneOf(columns, next)) return;
      const nextDirection: TSortDirection = next === column && direction === 'ASC' ? 'DESC' : 'ASC';
      const isDefault = next === defaultSort.column && nextDirection === defaultSort.direction;
      update({ sort: isDefault ? null : next, dir: isDefault ? null : nextDirection, page: null });
    },
    [update, columns, column, direction, defaultSort],
  );
  // Typing replaces the history entry: Back should not walk through every keystroke.
  const setSearch = useCallback(
    (next: string) => update({ search: next === '' ? null : next, page: null }, true),
    [update],
  );
  const filter = (name: string) => params.get(`${prefix ?? ''}${name}`);
  const setFilters = useCallback(
    (changes: Record<string, string | null>) => update({ ...changes, page: null }),
    [update],
  );
  return { page, sort, search, setPage, toggleSort, setSearch, filter, setFilters };
}

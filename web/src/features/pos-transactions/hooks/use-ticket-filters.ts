import {
  DATE_PRESETS,
  isIsoDate,
  ZSearchColumn,
  ZTransactionTypeCode,
  type TDatePreset,
  type TTicketSortColumn,
} from '@mp/contracts/tickets';
import { useMemo } from 'react';
import type { TGridState } from '../../../components/use-grid-state';
import type { TTicketFilters } from '../api/pos-transactions.queries';
import { rangeOfPreset, withFrom, withTo, type TDateRange } from '../lib/date-range';

const DEFAULT_PRESET: TDatePreset = 'today';

/**
 * The range the URL asks for: a picked `from`–`to` (To not before From), else a `range` preset, else Today in the
 * store's zone. Anything malformed means the default, as a hand-edited link should.
 */
function rangeOfQuery(grid: TGridState<TTicketSortColumn>, today: string): TDateRange {
  const from = grid.filter('from');
  const to = grid.filter('to');
  if (from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && to >= from) return { preset: null, from, to };
  const preset = DATE_PRESETS.find((p) => p.key === grid.filter('range'))?.key ?? DEFAULT_PRESET;
  return rangeOfPreset(preset, today);
}

/**
 * The grid's filters, kept in the URL beside its page, sort and search (the search column as `searchBy`, the type as
 * `type`), so a reload or a shared link lists the same tickets; the range opens on Today in the store's zone. Any
 * filter change goes back to the first page: the page number of another result set means nothing.
 */
export function useTicketFilters(today: string, grid: TGridState<TTicketSortColumn>) {
  const range = rangeOfQuery(grid, today);
  const type = grid.filter('type');
  const ticketFilter: TTicketFilters['TicketFilter'] =
    type === 'All' ? 'All' : (ZTransactionTypeCode.safeParse(type).data ?? '');
  const search = {
    SearchArg: grid.search,
    SearchColumnFilter: ZSearchColumn.safeParse(grid.filter('searchBy')).data ?? '',
  };
  const { from, to } = range;
  const { SearchArg, SearchColumnFilter } = search;

  const filters = useMemo<TTicketFilters>(
    () => ({ FromDate: from, ToDate: to, TicketFilter: ticketFilter, SearchArg, SearchColumnFilter }),
    [from, to, ticketFilter, SearchArg, SearchColumnFilter],
  );

  // A cleared or half-typed date leaves the range as it was: nothing to reload.
  const setRange = (next: TDateRange) => {
    if (next !== range) grid.setFilters({ range: null, from: next.from, to: next.to });
  };

  return {
    range,
    ticketFilter,
    search,
    filters,
    setPreset: (preset: TDatePreset) =>
      grid.setFilters({ range: preset === DEFAULT_PRESET ? null : preset, from: null, to: null }),
    setFrom: (value: string) => setRange(withFrom(range, value)),
    setTo: (value: string) => setRange(withTo(range, value)),
    setTicketFilter: (value: TTicketFilters['TicketFilter']) => grid.setFilters({ type: value === '' ? null : value }),
    setSearch: (value: Pick<TTicketFilters, 'SearchArg' | 'SearchColumnFilter'>) =>
      grid.setFilters({
        search: value.SearchArg === '' ? null : value.SearchArg,
        searchBy: value.SearchColumnFilter === '' ? null : value.SearchColumnFilter,
      }),
  };
}

import type { TDatePreset } from '@mp/contracts/tickets';
import { useMemo, useState } from 'react';
import type { TTicketFilters } from '../api/pos-transactions.queries';
import { rangeOfPreset, withFrom, withTo, type TDateRange } from '../lib/date-range';

type TState = {
  range: TDateRange;
  ticketFilter: TTicketFilters['TicketFilter'];
  search: Pick<TTicketFilters, 'SearchArg' | 'SearchColumnFilter'>;
  /** Zero-based page of the grid. */
  page: number;
};

/**
 * The grid's filters, opening on Today in the store's zone. Any filter change goes back to the first page: the
 * page number of another result set means nothing.
 */
export function useTicketFilters(today: string) {
  const [state, setState] = useState<TState>(() => ({
    range: rangeOfPreset('today', today),
    ticketFilter: '',
    search: { SearchArg: '', SearchColumnFilter: '' },
    page: 0,
  }));
  const update = (change: Partial<Omit<TState, 'page'>>) => setState((s) => ({ ...s, ...change, page: 0 }));
  // A cleared or half-typed date leaves the range as it was: nothing to reload.
  const setRange = (range: TDateRange) => {
    if (range !== state.range) update({ range });
  };

  const filters = useMemo<TTicketFilters>(
    () => ({
      FromDate: state.range.from,
      ToDate: state.range.to,
      TicketFilter: state.ticketFilter,
      ...state.search,
    }),
    [state.range, state.ticketFilter, state.search],
  );

  return {
    ...state,
    filters,
    setPreset: (preset: TDatePreset) => update({ range: rangeOfPreset(preset, today) }),
    setFrom: (from: string) => setRange(withFrom(state.range, from)),
    setTo: (to: string) => setRange(withTo(state.range, to)),
    setTicketFilter: (ticketFilter: TState['ticketFilter']) => update({ ticketFilter }),
    setSearch: (search: TState['search']) => update({ search }),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
  };
}

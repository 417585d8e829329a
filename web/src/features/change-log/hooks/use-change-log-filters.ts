import { type TChangeLogQuery, ZChangeLogRequest } from '@mp/contracts/change-log';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

const FILTERS = ['FromDate', 'ToDate', 'UserId', 'Entity'] as const;
type TFilter = (typeof FILTERS)[number];

/**
 * The log's filters and page, kept in the URL (a link or a reload shows the same rows). A value the contract refuses
 * (an edited URL) is dropped on its own rather than sent; any filter change goes back to the first page.
 */
export function useChangeLogFilters() {
  const [params, setParams] = useSearchParams();
  const request = useMemo<TChangeLogQuery>(() => {
    const { shape } = ZChangeLogRequest;
    const valid = Object.fromEntries(
      [...FILTERS, 'RequestedPageNum' as const].flatMap((key) => {
        const parsed = shape[key].safeParse(params.get(key) ?? undefined);
        return parsed.success && parsed.data !== undefined ? [[key, parsed.data]] : [];
      }),
    );
    return { ...ZChangeLogRequest.parse({}), ...valid, PageRowCount: DEFAULT_PAGE_SIZE };
  }, [params]);

  const change = (updates: Partial<Record<TFilter | 'RequestedPageNum', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('RequestedPageNum' in updates)) next.delete('RequestedPageNum');
        for (const [key, value] of Object.entries(updates))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return {
    request,
    /** Zero-based page of the grid. */
    page: request.RequestedPageNum - 1,
    setFilter: (filter: TFilter, value: string) => change({ [filter]: value }),
    setPage: (page: number) => change({ RequestedPageNum: page > 0 ? String(page + 1) : '' }),
  };
}

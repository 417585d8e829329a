import type { TReportDefinition } from '@mp/contracts/reports';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { draftFromSearch, sameParams, searchOfDraft, type TReportDraft } from '../lib/report-params';

/**
 * The report's parameters: the ones loaded come from the URL (a report is bookmarkable); the bar edits a draft beside
 * them, and Refresh writes the draft into the URL. When the URL changes by itself (back, forward, a link), the draft
 * follows it.
 */
export function useReportParams(report: TReportDefinition, today: string) {
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const loaded = useMemo(
    () => draftFromSearch(new URLSearchParams(searchText), report, today),
    [searchText, report, today],
  );
  const [state, setState] = useState({ base: loaded, draft: loaded });
  // Adjusting state while rendering (not in an effect) keeps the bar and the URL from ever showing apart.
  if (state.base !== loaded) setState({ base: loaded, draft: loaded });
  const draft = state.base === loaded ? state.draft : loaded;

  return {
    loaded,
    /** The service's query for the loaded parameters (also the report's cache key). */
    query: searchOfDraft(loaded).toString(),
    draft,
    /** The draft differs from the report on screen: Refresh is highlighted. */
    changed: !sameParams(draft, loaded),
    setDraft: (next: TReportDraft) => setState({ base: loaded, draft: next }),
    /** Writes the draft into the URL (a new entry in the history, so Back returns to the previous report). */
    refresh: () => setSearch(searchOfDraft(draft)),
  };
}

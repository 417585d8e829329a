import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The part of a navigation's state that asks its destination to confirm something: an i18n key. */
export type TRouteNoticeState = { notice?: string };

/** Marks the entry that replaced one whose notice was taken (see useEntryKey). */
const NOTICE_TAKEN = 'noticeTaken';

/**
 * The notice a navigation brought (a save, a delete), taken out of the history entry as it arrives: the browser keeps
 * an entry's state across a reload and Back, so a notice left there would be shown again each time. It is taken in
 * an effect, once the entry has committed, not while rendering: navigations render as transitions, and a state update
 * made while rendering one can be dropped when React redoes the render (the notice then never showed).
 */
export function useRouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ id: string; notice: string } | null>(null);
  // The entry whose notice was taken: its state object is new at every render, and taking it twice would loop.
  const taken = useRef<string | null>(null);

  const { key, pathname, search, hash, state } = location;
  useEffect(() => {
    const { notice, ...rest } = (state ?? {}) as TRouteNoticeState & Record<string, unknown>;
    if (!notice || taken.current === key) return;
    taken.current = key;
    setShown({ id: key, notice });
    void navigate({ pathname, search, hash }, { replace: true, state: { ...rest, [NOTICE_TAKEN]: true } });
  }, [key, pathname, search, hash, state, navigate]);

  const dismiss = useCallback(() => setShown(null), []);
  // The id names this notice: a second one arriving while the first is still up gets its own full time on screen.
  return { notice: shown?.notice ?? null, noticeId: shown?.id ?? null, dismiss };
}

/**
 * The key of the history entry the page was opened by, kept when useRouteNotice takes the notice off it: that
 * replaces the entry (a new key), and a form keyed on the location's own key would start again, losing what was
 * typed and a dialog a click had just opened.
 */
export function useEntryKey(): string {
  const location = useLocation();
  const noticeTaken = (location.state as Record<string, unknown> | null)?.[NOTICE_TAKEN] === true;
  const [opened, setOpened] = useState(location.key);
  if (!noticeTaken && opened !== location.key) setOpened(location.key);
  return noticeTaken ? opened : location.key;
}

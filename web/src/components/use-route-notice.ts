import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The part of a navigation's state that asks its destination to confirm something: an i18n key. */
export type TRouteNoticeState = { notice?: string };

/**
 * The notice a navigation brought (a save, a delete), taken out of the history entry as it arrives: the browser keeps
 * an entry's state across a reload and Back, so a notice left there would be shown again each time.
 */
export function useRouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { notice: arrived, ...rest } = (location.state ?? {}) as TRouteNoticeState & Record<string, unknown>;
  const [notice, setNotice] = useState<string | null>(null);
  const [takenFrom, setTakenFrom] = useState<string | null>(null);
  // Taken while rendering the entry that brought it, so it shows with that entry's first paint.
  if (arrived && takenFrom !== location.key) {
    setTakenFrom(location.key);
    setNotice(arrived);
  }

  const { pathname, search, hash } = location;
  const keptState = arrived && Object.keys(rest).length > 0 ? rest : null;
  useEffect(() => {
    if (arrived) void navigate({ pathname, search, hash }, { replace: true, state: keptState });
  }, [arrived, pathname, search, hash, keptState, navigate]);

  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, dismiss };
}

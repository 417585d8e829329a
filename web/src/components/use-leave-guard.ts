import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds a navigation away from a dirty form for a pending-changes modal, and asks the browser before the tab
 * closes. `allowLeave` lets the screen's own navigation (after a save, a delete or a confirmed discard) pass.
 */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeave };
}

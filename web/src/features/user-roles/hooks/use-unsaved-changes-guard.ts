import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost: a route change inside the portal is held for the caller's dialog, and
 * closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { TLeaveDialogProps } from './leave-dialog';

/**
 * The one guard of every editing screen: a navigation away from unsaved changes is held for the leave dialog, a
 * screen's own discarding action (Cancel, another page of a grid) asks the same question through `confirmDiscard`,
 * and closing or reloading the tab gets the browser's own prompt. `allowLeave` lets the screen's own navigation
 * (after a save, a delete or a confirmed discard) pass.
 */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // A setter would call a function given to it, so the pending discard is kept wrapped.
  const [pending, setPending] = useState<{ discard: () => void } | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  /** Runs `discard` at once when nothing is unsaved, else once the user confirms in the leave dialog. */
  const confirmDiscard = useCallback((discard: () => void) => (dirty ? setPending({ discard }) : discard()), [dirty]);

  const blocked = blocker.state === 'blocked';
  const dialog: TLeaveDialogProps = {
    open: blocked || pending !== null,
    onStay: () => {
      if (blocker.state === 'blocked') blocker.reset();
      setPending(null);
    },
    onDiscard: () => {
      if (blocker.state === 'blocked') blocker.proceed();
      else pending?.discard();
      setPending(null);
    },
  };
  return { allowLeave, confirmDiscard, dialog };
}

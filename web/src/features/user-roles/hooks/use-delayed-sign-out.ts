import { useEffect, useState } from 'react';

/** How long the notice shows before the sign-out (spec 1 §4 "a delayed sign-out"). */
export const SIGN_OUT_DELAY_SECONDS = 5;

/** A visible countdown, then `signOut`. `secondsLeft` is null until started. */
export function useDelayedSignOut(signOut: () => void) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft === 0) {
      signOut();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, signOut]);
  return { secondsLeft, start: () => setSecondsLeft(SIGN_OUT_DELAY_SECONDS) };
}

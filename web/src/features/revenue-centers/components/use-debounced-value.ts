import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (spec 3 §4: lookups wait 1 s after the last store change). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

import { useEffect, useState } from 'react';

/** A banner shown for `ms` then hidden (spec 3 §9 feedback timers): `show` starts it again. */
export function useTimedFlag<T extends string>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [value, setValue] as const;
}

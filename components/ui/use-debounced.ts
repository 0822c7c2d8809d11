'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: a search asks about what was typed, not each key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

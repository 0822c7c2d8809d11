'use client';

import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * Loads once, after mount (an account page's data, once the account guard has let the customer
 * in); a failure keeps its message. `setValue` replaces what was loaded after a change.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> & { setValue: (value: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setState({ status: 'ready', value }))
      .catch((error: Error) => live && setState({ status: 'failed', message: error.message }));
    return () => {
      live = false;
    };
    // The loader is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setValue = (value: T) => setState({ status: 'ready', value });
  return { ...state, setValue };
}

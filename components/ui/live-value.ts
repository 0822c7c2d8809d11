'use client';

import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * A provider's value that changes while the page lives (the session becoming ready, the stored
 * cart read), handed to its readers through a subscription rather than as a context value.
 *
 * Why: React cannot tell which readers sit inside a Suspense boundary that has not hydrated yet
 * (a lazy block whose code is still loading), so a context value that changes right after
 * hydration marks every such boundary as updated, and React throws its server HTML away and
 * renders it again in the browser: the element under the shopper's finger is replaced. A
 * subscription reaches only the readers that have mounted; a reader that hydrates later reads the
 * server's value first, then the current one.
 *
 * The context carries the source, which never changes; readers call `useLiveValue`.
 */
export type LiveSource<T> = {
  subscribe: (listener: () => void) => () => void;
  get: () => T;
  /** The value the server rendered with (and hydration must match). */
  initial: () => T;
};

type WritableSource<T> = LiveSource<T> & { set: (value: T) => void };

function createSource<T>(first: T): WritableSource<T> {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    initial: () => first,
    set(value) {
      if (Object.is(value, current)) return;
      current = value;
      listeners.forEach((l) => l());
    },
  };
}

/** In a provider: a stable source that publishes `value` after each render that changed it. */
export function useLiveSource<T>(value: T): LiveSource<T> {
  const [source] = useState(() => createSource(value));
  useLayoutEffect(() => source.set(value), [source, value]);
  return source;
}

/** In a reader: the source's current value, re-rendering when it changes. */
export function useLiveValue<T>(source: LiveSource<T>): T {
  return useSyncExternalStore(source.subscribe, source.get, source.initial);
}

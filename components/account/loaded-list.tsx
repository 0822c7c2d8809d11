'use client';

import type { ReactNode } from 'react';
import type { Loaded } from '@/components/ui/use-loaded';

/** The place of an account page's content while it loads. */
export const accountSkeleton = (
  <div className="mt-6 h-64 animate-pulse rounded-xl bg-neutral-100" aria-hidden />
);

/**
 * An account list while it loads (a skeleton of its place), when it fails (the server's message,
 * or `failed`), when it is empty (`empty`) and once it has items (`children`).
 */
export function LoadedList<T>({
  loaded,
  failed,
  empty,
  children,
}: {
  loaded: Loaded<T[]>;
  failed: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (loaded.status === 'loading') return accountSkeleton;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="mt-6 text-red-700">
        {loaded.message || failed}
      </p>
    );
  if (loaded.value.length === 0) return <div className="mt-6">{empty}</div>;
  return children(loaded.value);
}

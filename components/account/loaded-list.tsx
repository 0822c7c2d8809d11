'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiErrorMessage } from '@/components/ui/use-api-mutation';

/** The place of an account page's content while it loads. */
export const accountSkeleton = (
  <div className="mt-6 h-64 animate-pulse rounded-xl bg-neutral-100" aria-hidden />
);

/** Why an account page's content could not load, in place of it. */
export function LoadFailure({
  error,
  failed,
  className = '',
}: {
  error: unknown;
  failed: string;
  className?: string;
}) {
  return (
    <p role="alert" className={`text-red-700 ${className}`}>
      {useApiErrorMessage()(error, failed)}
    </p>
  );
}

/**
 * An account list from its query: while it loads (a skeleton of its place), when it fails (the
 * server's message, or `failed`), when it is empty (`empty`) and once it has items (`children`).
 */
export function LoadedList<T>({
  query,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  failed: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return accountSkeleton;
  if (query.isError) return <LoadFailure error={query.error} failed={failed} className="mt-6" />;
  if (query.data.length === 0) return <div className="mt-6">{empty}</div>;
  return children(query.data);
}

'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { productsByIdsQuery } from '@/lib/api-client/search';
import type { Product } from '@/lib/contracts/catalog';

/**
 * Products a shopper chose (favourites, comparison), loaded by id once the browser's list has been
 * read: a placeholder while either is under way, a retry on failure, an empty state when none is
 * left to show (none chosen, or none still sold here). A product taken out leaves at once; the
 * list asked for again follows in the background.
 */
export function ChosenProducts({
  ready,
  ids,
  texts,
  placeholder,
  children,
}: {
  ready: boolean;
  ids: readonly number[];
  texts: {
    loading: string;
    error: string;
    retry: string;
    empty: string;
    emptyHint: string;
    browse: string;
  };
  placeholder: ReactNode;
  children: (products: Product[]) => ReactNode;
}) {
  const query = useQuery({ ...productsByIdsQuery(ids), placeholderData: keepPreviousData });
  if (!ready || (ids.length > 0 && query.isPending))
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{texts.loading}</span>
        {placeholder}
      </div>
    );
  if (query.isError && !query.data)
    return (
      <div className="mt-8" role="alert">
        <p>{texts.error}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-3 rounded-lg border border-[var(--store-primary)] px-4 py-2 font-semibold text-[var(--store-primary)]"
        >
          {texts.retry}
        </button>
      </div>
    );
  const products = (ids.length > 0 ? (query.data ?? []) : []).filter((p) => ids.includes(p.id));
  if (products.length === 0)
    return (
      <div className="mt-8 rounded-xl border border-dashed border-neutral-300 p-8 text-center">
        <p className="text-lg font-semibold">{texts.empty}</p>
        <p className="mt-2 text-neutral-700">{texts.emptyHint}</p>
        <Link
          href="/notebooks"
          className="mt-5 inline-block rounded-lg bg-[var(--store-primary)] px-5 py-2.5 font-semibold text-[var(--store-primary-contrast)] hover:opacity-90"
        >
          {texts.browse}
        </Link>
      </div>
    );
  return children(products);
}

/** The texts ChosenProducts needs, from a namespace that has them all. */
export const chosenTexts = (
  t: (key: 'loading' | 'error' | 'retry' | 'empty' | 'emptyHint' | 'browse') => string,
) => ({
  loading: t('loading'),
  error: t('error'),
  retry: t('retry'),
  empty: t('empty'),
  emptyHint: t('emptyHint'),
  browse: t('browse'),
});

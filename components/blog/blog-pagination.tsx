import Link from 'next/link';
import { pageWindow } from '@/lib/blog/paths';

export type PaginationLabels = {
  nav: string;
  previous: string;
  next: string;
  previousPage: string;
  nextPage: string;
  /** The accessible name of a page number ('Página 2'). */
  page: (page: number) => string;
};

const item =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';

/** Previous, page numbers and next, every one a crawlable link; the current page is marked. */
export function BlogPagination({
  page,
  totalPages,
  href,
  labels,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              href={href(page - 1)}
              rel="prev"
              aria-label={labels.previousPage}
              className={`${item} border-neutral-300 hover:border-[var(--store-primary)]`}
            >
              ‹ {labels.previous}
            </Link>
          ) : (
            <span
              aria-hidden
              className={`${item} border-neutral-200 bg-neutral-50 text-neutral-500`}
            >
              ‹ {labels.previous}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                aria-label={labels.page(n)}
                aria-current={n === page ? 'page' : undefined}
                className={`${item} border-neutral-300 hover:border-[var(--store-primary)] aria-[current=page]:border-[var(--store-primary)] aria-[current=page]:bg-[var(--store-primary)] aria-[current=page]:text-[var(--store-primary-contrast)]`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              href={href(page + 1)}
              rel="next"
              aria-label={labels.nextPage}
              className={`${item} border-neutral-300 hover:border-[var(--store-primary)]`}
            >
              {labels.next} ›
            </Link>
          ) : (
            <span
              aria-hidden
              className={`${item} border-neutral-200 bg-neutral-50 text-neutral-500`}
            >
              {labels.next} ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

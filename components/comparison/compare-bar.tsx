'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, useState } from 'react';
import { MAX_COMPARE, MIN_COMPARE } from '@/lib/comparison/logic';
import { clearComparison, removeFromComparison, useComparison } from '@/lib/comparison/store';
import { fill, type CompareBarLabels } from '@/components/product/personal-labels';

/**
 * The compare bar (SPEC.md sections 2 and 4): at the bottom of every page but the comparison
 * itself while at least two products are chosen. Closing it hides it until the choice changes; it
 * goes away on its own when fewer than two are left. While it shows, `--bottom-bar` on <html>
 * holds its height, so the page and the snackbars make room for it.
 */
export function CompareBar({ labels }: { labels: CompareBarLabels }) {
  const pathname = usePathname();
  const { ready, value: items } = useComparison();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const choice = items.map((i) => i.id).join(',');
  const bar = useRef<HTMLElement>(null);
  const compareLink = useRef<HTMLAnchorElement>(null);
  const visible =
    ready &&
    items.length >= MIN_COMPARE &&
    closedFor !== choice &&
    !pathname.endsWith('/comparacao-produtos');

  useLayoutEffect(() => {
    const element = bar.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--bottom-bar', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-bar');
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <section ref={bar} aria-label={labels.bar} className="cmpbar" data-testid="compare-bar">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <ul className="flex min-w-0 flex-1 basis-full gap-2 overflow-x-auto md:basis-0">
          {items.map((item) => (
            <li key={item.id} className="cmpbar-item">
              {item.image && (
                // eslint-disable-next-line @next/next/no-img-element -- catalog SVGs, thumbnail size
                <img src={item.image} alt="" width={40} height={32} className="h-8 w-10 shrink-0" />
              )}
              <span className="line-clamp-2 w-24 text-xs md:w-auto md:min-w-0 md:flex-1">
                {item.name}
              </span>
              <button
                type="button"
                className="cmpbar-x"
                aria-label={fill(labels.remove, { name: item.name })}
                onClick={async () => {
                  await removeFromComparison(item.id);
                  compareLink.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <p className="sr-only text-sm text-neutral-700 sm:not-sr-only" aria-live="polite">
          {fill(labels.count, { count: items.length, max: MAX_COMPARE })}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onClick={() => void clearComparison()}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-[var(--store-primary)] hover:underline"
          >
            {labels.clear}
          </button>
          <Link
            ref={compareLink}
            href="/comparacao-produtos"
            className="rounded-lg bg-[var(--store-primary)] px-4 py-2 text-sm font-semibold text-[var(--store-primary-contrast)] hover:opacity-90"
          >
            {labels.compareNow}
          </Link>
          <button
            type="button"
            className="cmpbar-x"
            aria-label={labels.close}
            onClick={() => setClosedFor(choice)}
          >
            ×
          </button>
        </div>
      </div>
    </section>
  );
}

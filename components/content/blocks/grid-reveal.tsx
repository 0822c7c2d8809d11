'use client';

import { useRef, useState, type ReactNode } from 'react';

/** SPEC.md: on mobile the product grid shows its first items until 'Ver mais' reveals the rest. */
export const MOBILE_INITIAL_ITEMS = 3;

/**
 * The list of a product grid. The server renders every item; below `md` items past the third are
 * hidden by CSS until the shopper presses the button, so no product waits for JavaScript.
 */
export function GridReveal({
  count,
  moreLabel,
  className,
  children,
}: {
  count: number;
  moreLabel: string;
  className: string;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const collapsible = count > MOBILE_INITIAL_ITEMS && !expanded;
  const reveal = () => {
    setExpanded(true);
    // Keyboard users land on the first revealed product instead of losing their place.
    requestAnimationFrame(() =>
      list.current?.children[MOBILE_INITIAL_ITEMS]?.querySelector<HTMLElement>('a')?.focus(),
    );
  };
  return (
    <>
      <ul
        ref={list}
        className={`${className} ${collapsible ? 'max-md:[&>li:nth-child(n+4)]:hidden' : ''}`}
      >
        {children}
      </ul>
      {collapsible && (
        <div className="mt-4 flex justify-center md:hidden">
          <button
            type="button"
            onClick={reveal}
            className="min-h-11 rounded-lg border border-[var(--store-primary)] px-8 font-semibold text-[var(--store-primary)]"
          >
            {moreLabel}
          </button>
        </div>
      )}
    </>
  );
}

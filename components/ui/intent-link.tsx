'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link to a store page that prefetches it when the shopper shows they may open it (a pointer
 * over it, a finger on it, the keyboard's focus), not when it scrolls into view: the links of
 * content, product cards, listings, menus and the footer. In view, the home's hero and cards
 * prefetched their pages' data and route code (the catch-all route's 10 kB chunk, 16 kB of a
 * category's payload) while the page's own photo was still loading, a search its sorts and
 * departments, a desktop header every category, and the footer nine pages with their forms. A
 * touch comes some 100 ms before its click: the page is on its way by then. ADR 0027.
 */
export function IntentLink({
  onPointerEnter,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      // null: Next's own choice (the route down to its loading state), once wanted.
      prefetch={wanted ? null : false}
      onPointerEnter={(event) => {
        setWanted(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}

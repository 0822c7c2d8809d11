'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useCart } from './cart-state';

// The drawer's code loads the first time a shopper opens it.
const CartDrawer = dynamic(() => import('./cart-drawer'), { ssr: false });

/**
 * A cart button (the header's, the mobile bottom bar's): a link to the cart page that opens the
 * drawer instead once the page is interactive, with the badge (quantities, kit parts left out).
 * The badge's 1 s pulse on change is `.cart-bump` in globals.css.
 */
export function CartButton({
  icon,
  caption,
  className,
  testId = 'cart',
  pageUrl,
}: {
  icon: ReactNode;
  /** A visible name under the icon (the bottom bar); the header shows the icon alone. */
  caption?: string;
  className: string;
  /** Prefix of the button's and the badge's test ids: `cart-button`, `cart-badge`. */
  testId?: string;
  /** A cart page the button opens instead of the drawer (a corporate portal's `/carrinho`). */
  pageUrl?: string;
}) {
  const t = useTranslations('cartUi');
  const { badge, loading, openPanel } = useCart();
  // State adjusted while rendering (no effect): the count the badge last showed, and how many
  // times it changed after the cart loaded; each change remounts the badge, replaying its pulse.
  const [shown, setShown] = useState<number | null>(null);
  const [bumps, setBumps] = useState(0);
  if (!loading && shown !== badge) {
    if (shown !== null) setBumps((n) => n + 1);
    setShown(badge);
  }

  return (
    <Link
      href={pageUrl ?? '/onestepcheckout/carrinho'}
      // The cart page's code (forms, their contracts) is not fetched for a button that opens the drawer.
      prefetch={false}
      onClick={(e) => {
        if (pageUrl) return;
        e.preventDefault();
        openPanel('cart');
      }}
      className={className}
      // An empty cart's name is a plain text: a plural is formatted with ICU, and the first ICU
      // format of a page loads the browser's locale data (130 ms of a 4× slowed phone's
      // hydration, issue 29), which a landing page with an empty cart then never pays.
      aria-label={badge === 0 ? t('badgeEmpty') : t('badge', { count: badge })}
      data-testid={`${testId}-button`}
    >
      <span className="relative inline-grid">
        {icon}
        {badge > 0 && (
          <span
            key={bumps}
            aria-hidden
            data-testid={`${testId}-badge`}
            className={`absolute -top-2 -right-2.5 grid h-5 min-w-5 place-items-center rounded-full bg-[var(--store-accent)] px-1 text-[11px] leading-none font-bold text-black ${bumps > 0 ? 'cart-bump' : ''}`}
          >
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </span>
      {caption && <span aria-hidden>{caption}</span>}
    </Link>
  );
}

/**
 * The one cart drawer of the page, whichever button opened it: its code is fetched the first
 * time it opens, then it stays mounted.
 */
export function CartDrawerHost() {
  const { panel } = useCart();
  const [opened, setOpened] = useState(false);
  if (panel && !opened) setOpened(true);
  return opened ? <CartDrawer /> : null;
}

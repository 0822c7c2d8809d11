'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useCart } from './cart-state';

// The drawer's code loads the first time a shopper opens it.
const CartDrawer = dynamic(() => import('./cart-drawer'), { ssr: false });

/**
 * The header's cart (the badge's 1 s pulse on change is `.cart-bump` in globals.css): a link to the cart page that opens the drawer instead once the page is
 * interactive, with the badge (quantities, kit parts left out).
 */
export function CartButton({ icon, className }: { icon: ReactNode; className: string }) {
  const t = useTranslations('cartUi');
  const { badge, loading, panel, openPanel } = useCart();
  // State adjusted while rendering (no effect): the count the badge last showed, and how many
  // times it changed after the cart loaded; each change remounts the badge, replaying its pulse.
  const [shown, setShown] = useState<number | null>(null);
  const [bumps, setBumps] = useState(0);
  if (!loading && shown !== badge) {
    if (shown !== null) setBumps((n) => n + 1);
    setShown(badge);
  }
  // The drawer's code is fetched the first time it opens, then stays mounted.
  const [opened, setOpened] = useState(false);
  if (panel && !opened) setOpened(true);

  return (
    <>
      <Link
        href="/onestepcheckout/carrinho"
        onClick={(e) => {
          e.preventDefault();
          openPanel('cart');
        }}
        className={`relative ${className}`}
        aria-label={t('badge', { count: badge })}
        data-testid="cart-button"
      >
        {icon}
        {badge > 0 && (
          <span
            key={bumps}
            aria-hidden
            data-testid="cart-badge"
            className={`absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-[var(--store-accent)] px-1 text-[11px] leading-none font-bold text-black ${bumps > 0 ? 'cart-bump' : ''}`}
          >
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </Link>
      {opened && <CartDrawer />}
    </>
  );
}

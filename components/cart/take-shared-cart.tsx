'use client';

import { useTranslations } from 'next-intl';
import type { CartItemRequest } from '@/lib/api-client/cart';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useAddAndShowCart } from './use-add-and-show-cart';

/** Takes a shared cart's lines into the shopper's own cart, then shows that cart. */
export function TakeSharedCart({ items }: { items: CartItemRequest[] }) {
  const t = useTranslations('shareUi');
  const { add, busy } = useAddAndShowCart();
  // Enabled once the page is interactive: an earlier click would do nothing.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={busy || !hydrated || items.length === 0}
      onClick={() => void add(items)}
      className="h-12 rounded-xl bg-[var(--store-primary)] px-6 text-base font-semibold text-[var(--store-primary-contrast)] disabled:opacity-50"
    >
      {busy ? t('taking') : t('take')}
    </button>
  );
}

'use client';

import { useCallback } from 'react';
import { formatMoney } from '@/lib/domain/money';
import { useCartActions } from './cart-state';

/** Formats cents in the shopper's language and the store's currency display. */
export function useMoney(): (cents: number) => string {
  const { locale, usdPerBrl } = useCartActions();
  return useCallback((cents: number) => formatMoney(cents, locale, usdPerBrl), [locale, usdPerBrl]);
}

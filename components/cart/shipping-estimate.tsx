'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { fetchShippingQuotes } from '@/lib/api-client/cart';
import type { ShippingQuote } from '@/lib/contracts/cart';
import { maskZipcode, ZIPCODE_MASKED_LENGTH } from '@/lib/domain/masks';
import { toCents } from '@/lib/domain/money';
import { useCart } from './cart-state';
import { useMoney } from './use-money';

/**
 * Shipping by CEP (mask 99999-999, at least 9 characters), priced on the server from the cart's
 * products. An empty answer or a failure shows 'Erro ao buscar CEP' (SPEC.md section 8).
 */
export function ShippingEstimate() {
  const t = useTranslations('cartUi');
  const { order } = useCart();
  const snackbar = useSnackbar();
  const money = useMoney();
  const [zipcode, setZipcode] = useState('');
  const [quotes, setQuotes] = useState<ShippingQuote[] | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const products = (order?.items ?? [])
    .filter((i) => i.parent === null)
    .map((i) => ({ product: i.productId, quantity: i.quantity }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (zipcode.length < ZIPCODE_MASKED_LENGTH) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const found = await fetchShippingQuotes(zipcode, products);
      setQuotes(found);
      if (found.length === 0) snackbar(t('zipcodeError'), 'error');
    } catch {
      setQuotes(null);
      snackbar(t('zipcodeError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  if (products.length === 0) return null;
  return (
    <section className="rounded-lg border border-neutral-200 p-3" aria-labelledby="shipping-title">
      <h2 id="shipping-title" className="text-sm font-semibold">
        {t('shippingTitle')}
      </h2>
      <form onSubmit={submit} className="mt-2 flex gap-2" noValidate>
        <label htmlFor="cart-zipcode" className="sr-only">
          {t('zipcode')}
        </label>
        <input
          id="cart-zipcode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={zipcode}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'cart-zipcode-error' : undefined}
          onChange={(e) => setZipcode(maskZipcode(e.target.value))}
          className="h-10 w-36 rounded-lg border border-neutral-300 px-3 text-sm"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-lg border border-neutral-900 px-4 text-sm font-semibold disabled:opacity-50"
        >
          {t('zipcodeSubmit')}
        </button>
      </form>
      {invalid && (
        <p id="cart-zipcode-error" className="mt-1 text-xs text-red-700" role="alert">
          {t('zipcodeShort')}
        </p>
      )}
      {quotes && quotes.length > 0 && (
        <ul className="mt-3 grid gap-1.5 text-sm" data-testid="shipping-quotes">
          {quotes.map((q) => (
            <li key={q.method} className="flex justify-between gap-2">
              <span>
                <strong className="font-medium">{q.description}</strong>{' '}
                <span className="text-neutral-600">({q.deliveryTime})</span>
              </span>
              <span className="whitespace-nowrap">
                {q.total === 0 ? t('free') : money(toCents(q.total))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

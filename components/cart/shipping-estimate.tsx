'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { shippingQuotesQuery } from '@/lib/api-client/cart';
import type { ShippingQuote } from '@/lib/contracts/cart';
import { maskZipcode, ZIPCODE_MASKED_LENGTH } from '@/lib/domain/masks';
import { toCents } from '@/lib/domain/money';
import { SHIPPING_ACTION, useCart } from './cart-state';
import { useMoney } from './use-money';

const digits = (zipcode: string) => zipcode.replace(/\D/g, '');

/**
 * Shipping by CEP (mask 99999-999, at least 9 characters), priced on the server from the cart's
 * products. An empty answer or a failure shows 'Erro ao buscar CEP' (SPEC.md section 8). The
 * quote chosen (the cheapest at first) is kept with the cart: the summary shows it and the
 * checkout offers it first; the CEP comes back with the cart on any page.
 */
export function ShippingEstimate() {
  const t = useTranslations('cartUi');
  const { order, change } = useCart();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const money = useMoney();
  const chosen = order?.shipment?.zipcode ? order.shipment : null;
  const [zipcode, setZipcode] = useState(() => (chosen ? maskZipcode(chosen.zipcode!) : ''));
  // The quotes and the CEP they are for (the field may be changed meanwhile).
  const [quotes, setQuotes] = useState<ShippingQuote[] | null>(null);
  const [quotedCep, setQuotedCep] = useState('');
  // The method just picked, shown at once while the cart takes it (dropped if refused).
  const [picking, setPicking] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const products = (order?.items ?? [])
    .filter((i) => i.parent === null)
    .map((i) => ({ product: i.productId, quantity: i.quantity }));
  const productsKey = JSON.stringify(products);

  /** Quotes `cep`; with `choose`, keeps the cart's choice for it or takes the cheapest. */
  const quote = async (cep: string, choose: boolean) => {
    setBusy(true);
    try {
      const found = await queryClient.fetchQuery(
        shippingQuotesQuery(digits(cep), JSON.parse(productsKey) as typeof products),
      );
      setQuotes(found);
      setQuotedCep(digits(cep));
      // One action for the cart's CEP: quotes found take the last CEP's error away.
      if (found.length === 0) snackbar(t('zipcodeError'), 'error', { action: SHIPPING_ACTION });
      else snackbar.clear(SHIPPING_ACTION);
      const kept = chosen?.zipcode === digits(cep) && found.some((q) => q.method === chosen.method);
      if (choose && found[0] && !kept)
        await change({ shipping: { zipcode: cep, method: found[0].method } });
    } catch {
      setQuotes(null);
      snackbar(t('zipcodeError'), 'error', { action: SHIPPING_ACTION });
    } finally {
      setBusy(false);
    }
  };

  // The cart's CEP shown again (another page, a reload, other products): its quotes, fresh.
  const quoted = useRef<string | null>(null);
  useEffect(() => {
    const key = `${chosen?.zipcode}:${productsKey}`;
    if (!chosen?.zipcode || quoted.current === key || products.length === 0) return;
    quoted.current = key;
    void quote(chosen.zipcode, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- quoted again when the CEP or the products change
  }, [chosen?.zipcode, productsKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (zipcode.length < ZIPCODE_MASKED_LENGTH) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    quoted.current = `${digits(zipcode)}:${productsKey}`;
    await quote(zipcode, true);
  };

  if (products.length === 0) return null;
  const selected = picking ?? (chosen && chosen.zipcode === quotedCep ? chosen.method : null);
  const pick = async (method: string) => {
    setPicking(method);
    await change({ shipping: { zipcode: quotedCep, method } });
    setPicking(null);
  };
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
            <li key={q.method}>
              <label className="flex cursor-pointer items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="cart-shipping"
                    value={q.method}
                    checked={selected === q.method}
                    onChange={() => void pick(q.method)}
                    className="size-4 accent-[var(--store-primary)]"
                  />
                  <span>
                    <strong className="font-medium">{q.description}</strong>{' '}
                    <span className="text-neutral-600">({q.deliveryTime})</span>
                  </span>
                </span>
                <span className="whitespace-nowrap">
                  {q.total === 0 ? t('free') : money(toCents(q.total))}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

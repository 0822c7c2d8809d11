'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import type { Order } from '@/lib/contracts/cart';
import type { CheckoutQuote } from '@/lib/contracts/checkout';
import { toCents } from '@/lib/domain/money';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { CHECKOUT_FORM_ID } from './form-id';

/**
 * The review beside the steps: the cart's lines, then subtotal, discounts, shipping and the total
 * for the chosen method (the cash price for Pix and boleto, the installments' total for the card),
 * all from the server's quote; and the button that places the order.
 */
export function CheckoutSummary({
  order,
  quote,
  method,
  installments,
  placing,
  cartUrl = '/onestepcheckout/carrinho',
}: {
  order: Order;
  quote: CheckoutQuote | null;
  method: PaymentMethodGroup | null;
  installments: number | null;
  placing: boolean;
  /** Where 'Editar carrinho' leads: the store's cart, or a corporate portal's. */
  cartUrl?: string;
}) {
  const t = useTranslations('checkoutUi');
  const money = useMoney();
  const reais = (value: number) => money(toCents(value));
  const cash = method === 'pix' || method === 'billet';
  const option = quote?.installments.find((i) => i.count === installments);
  const lines = order.items.filter((i) => i.parent === null);

  let total: number | null = null;
  if (quote) total = cash ? quote.cash.total : (option?.total ?? quote.total);
  const subtotal = quote?.subtotal ?? order.totalPrice;
  const coupon = quote?.discount ?? order.totalDiscount;
  // Pix and boleto pay the cash price: what that saves over the card price, coupon included.
  const cashSaving =
    quote && cash
      ? quote.subtotal - quote.discount - (quote.cash.subtotal - quote.cash.discount)
      : 0;
  const interest = option && !option.interestFree ? option.total - (quote?.total ?? 0) : 0;

  return (
    <aside
      aria-labelledby="checkout-summary"
      className="grid gap-4 rounded-xl border border-neutral-200 bg-neutral-50 p-4 md:p-6 lg:sticky lg:top-24"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <Link href={cartUrl} className="text-sm font-medium text-[var(--store-primary)] underline">
          {t('editCart')}
        </Link>
      </div>
      <ul className="grid gap-3 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3" data-testid="checkout-line">
            {line.mediaUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- product images are small SVGs
              <img
                src={line.mediaUrl}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded bg-white"
              />
            )}
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 font-medium">{line.name}</span>
              <span className="text-neutral-600">{t('quantity', { count: line.quantity })}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-neutral-200 pt-3 text-sm">
        <dt>{t('subtotal')}</dt>
        <dd className="text-right" data-testid="checkout-subtotal">
          {reais(subtotal)}
        </dd>
        {coupon > 0 && (
          <>
            <dt>{t('discount')}</dt>
            <dd className="text-right text-emerald-800" data-testid="checkout-discount">
              − {reais(coupon)}
            </dd>
          </>
        )}
        {cashSaving > 0 && (
          <>
            <dt>{t(`cashDiscount.${method as 'pix' | 'billet'}`)}</dt>
            <dd className="text-right text-emerald-800" data-testid="checkout-cash-discount">
              − {reais(cashSaving)}
            </dd>
          </>
        )}
        <dt>{t('shipping')}</dt>
        <dd className="text-right" data-testid="checkout-shipping">
          {quote?.shipping
            ? quote.shippingTotal > 0
              ? reais(quote.shippingTotal)
              : t('free')
            : '—'}
        </dd>
        {interest > 0 && (
          <>
            <dt>{t('interest')}</dt>
            <dd className="text-right">{reais(interest)}</dd>
          </>
        )}
        <dt className="text-base font-semibold">{t('total')}</dt>
        <dd className="text-right text-base font-semibold" data-testid="checkout-total">
          {total === null ? '—' : reais(total)}
        </dd>
        {option && option.count > 1 && (
          <dd
            className="col-span-2 text-right text-neutral-600"
            data-testid="checkout-installments"
          >
            {t('installmentsOf', { count: option.count, amount: reais(option.amount) })}
          </dd>
        )}
      </dl>
      {quote?.shipping && (
        <p className="text-xs text-neutral-600">
          {t('deliveryTerm', { term: quote.shipping.deliveryTime })}
        </p>
      )}
      <button
        type="submit"
        form={CHECKOUT_FORM_ID}
        disabled={placing}
        className="flex h-12 items-center justify-center rounded-xl bg-[var(--store-primary)] text-base font-semibold text-[var(--store-primary-contrast)] hover:opacity-90 disabled:opacity-50"
      >
        {placing ? t('placing') : t('place')}
      </button>
      <p aria-live="polite" className="sr-only">
        {placing ? t('placing') : ''}
      </p>
    </aside>
  );
}

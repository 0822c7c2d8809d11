'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import type { Order } from '@/lib/contracts/cart';
import type { CheckoutQuote } from '@/lib/contracts/checkout';
import { toCents } from '@/lib/domain/money';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { checkoutCharge, orderSummaryLines, type OrderCharge } from '@/lib/domain/order-summary';
import { OrderItemLines } from '@/components/orders/order-item-lines';
import { OrderSummaryLines } from '@/components/orders/order-summary-lines';
import { CHECKOUT_FORM_ID } from './form-id';

/**
 * What the review shows for the chosen method, from the server's quote by the rules the order is
 * placed with (lib/domain/order-summary.ts): Pix and boleto at the cash price, a card at its
 * installments' total. Before the quote, the cart's own prices, the total not known yet.
 */
function summaryCharge(
  order: Order,
  quote: CheckoutQuote | null,
  method: PaymentMethodGroup | null,
  installments: number | null,
): OrderCharge {
  const cart = {
    subtotalCents: toCents(order.totalPrice),
    discountCents: toCents(order.totalDiscount),
    cashDiscountCents: 0,
    shippingCents: null,
    interestCents: 0,
    method,
  };
  if (!quote) return cart;
  const prices = {
    subtotalCents: toCents(quote.subtotal),
    discountCents: toCents(quote.discount),
    shippingCents: quote.shipping ? toCents(quote.shippingTotal) : null,
    cash: {
      subtotalCents: toCents(quote.cash.subtotal),
      discountCents: toCents(quote.cash.discount),
    },
    installments: quote.installments.map((i) => ({ count: i.count, totalCents: toCents(i.total) })),
  };
  // A count the quote no longer offers (the cart changed) shows the card price until chosen again.
  return (
    checkoutCharge(prices, { method, installments }) ??
    checkoutCharge(prices, { method, installments: null })!
  );
}

/**
 * The review beside the steps: the cart's lines with their add-ons, then the summary's lines for
 * the chosen method (the same lines every view of the placed order lists); and the button that
 * places the order.
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
  const option = quote?.installments.find((i) => i.count === installments);
  const lines = orderSummaryLines(summaryCharge(order, quote, method, installments));
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
      <OrderItemLines items={order.items} place="checkout" className="-mx-3 grid text-sm" />
      <div className="border-t border-neutral-200 pt-3">
        <OrderSummaryLines lines={lines} place="checkout" />
        {option && option.count > 1 && (
          <p className="text-right text-sm text-neutral-600" data-testid="checkout-installments">
            {t('installmentsOf', { count: option.count, amount: money(toCents(option.amount)) })}
          </p>
        )}
      </div>
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

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contracts/cart';
import { toCents } from '@/lib/domain/money';
import { useCart } from './cart-state';
import { useMoney } from './use-money';

/**
 * The order's prices as the server worked them out (SPEC.md section 2 'Order pricing summary'):
 * subtotal, coupon, shipping, total, the Pix (or cash) price and the card installments with their
 * total. The checkout button stays disabled while the cart has errors.
 */
export function CartSummary({
  order,
  onNavigate,
  checkoutUrl = '/onestepcheckout',
}: {
  order: Order;
  onNavigate?: () => void;
  /** The store's checkout, or a corporate portal's (`checkoutUrl` of the portal state). */
  checkoutUrl?: string;
}) {
  const t = useTranslations('cartUi');
  const tp = useTranslations('product');
  const { cashIsPix, pending, maintenance } = useCart();
  const money = useMoney();
  const cash = order.salePriceOffers.find((o) => o.payment === (cashIsPix ? 'pix' : 'billet'));
  const card = order.salePriceOffers.find((o) => o.payment === 'creditCard');
  const best = card?.installments.filter((i) => i.interestFree).at(-1);
  const blocked =
    order.errors.productStock.length > 0 || Object.keys(order.errors.others).length > 0;

  return (
    <section
      aria-labelledby="cart-summary-title"
      aria-busy={pending}
      className="grid gap-2 rounded-lg bg-neutral-50 p-4 text-sm"
      data-testid="cart-summary"
    >
      <h2 id="cart-summary-title" className="text-base font-semibold">
        {t('summary')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t('subtotal')}</dt>
        <dd className="text-right" data-testid="summary-subtotal">
          {money(toCents(order.totalPrice))}
        </dd>
        {order.totalDiscount > 0 && (
          <>
            <dt>{t('discount')}</dt>
            <dd className="text-right text-emerald-800" data-testid="summary-discount">
              − {money(toCents(order.totalDiscount))}
            </dd>
          </>
        )}
        {/* The quote the shopper chose for a CEP, else the checkout quotes the address's. */}
        <dt>
          {t('shipping')}
          {order.shipment && (
            <span className="block text-xs text-neutral-600">
              {order.shipment.description} · {order.shipment.deliveryTime}
            </span>
          )}
        </dt>
        <dd className="text-right text-neutral-600" data-testid="summary-shipping">
          {!order.shipment
            ? t('shippingLater')
            : order.totalShipping === 0
              ? t('free')
              : money(toCents(order.totalShipping))}
        </dd>
        <dt className="text-base font-semibold">{t('total')}</dt>
        <dd className="text-right text-base font-semibold" data-testid="summary-total">
          {money(toCents(order.totalFinal))}
        </dd>
      </dl>
      {cash && (
        <p
          className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900"
          data-testid="summary-pix"
        >
          <strong className="text-base">{money(toCents(cash.totalFinal))}</strong>{' '}
          {cashIsPix ? tp('pix') : tp('cash')}
          {cash.value > 0 && <> · {tp('pixDiscount', { percent: cash.value })}</>}
        </p>
      )}
      {best && (
        <p className="text-neutral-700" data-testid="summary-installments">
          {t('installments', { count: best.installments, amount: money(toCents(best.amount)) })}
          <br />
          <span className="text-xs">
            {t('installmentTotal', { total: money(toCents(best.total)) })}
          </span>
        </p>
      )}
      {blocked && (
        <p className="text-xs font-medium text-amber-800" role="status">
          {t('checkoutBlocked')}
        </p>
      )}
      {blocked || pending || maintenance ? (
        <button
          type="button"
          disabled
          className="mt-1 h-12 rounded-xl bg-[var(--store-primary)] text-base font-semibold text-[var(--store-primary-contrast)] opacity-50"
        >
          {t('checkout')}
        </button>
      ) : (
        // Checkout renders this shopper's cart: nothing to gain from prefetching it.
        <Link
          href={checkoutUrl}
          prefetch={false}
          onClick={onNavigate}
          className="mt-1 flex h-12 items-center justify-center rounded-xl bg-[var(--store-primary)] text-base font-semibold text-[var(--store-primary-contrast)] hover:opacity-90"
        >
          {t('checkout')}
        </Link>
      )}
    </section>
  );
}

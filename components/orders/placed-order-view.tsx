'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMoney } from '@/components/cart/use-money';
import type { PlacedOrder } from '@/lib/contracts/orders';
import { toCents } from '@/lib/domain/money';

/**
 * A placed order as its buyer follows it (guest lookup, the account's order detail, the success
 * page): status with its Portuguese label, the items at the prices paid, totals, payment, delivery
 * and the timeline with date and time. `payment` is the charge's details, shown under the header
 * where the buyer looks first (the Pix code still to pay).
 */
export function PlacedOrderView({ order, payment }: { order: PlacedOrder; payment?: ReactNode }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  const money = useMoney();
  const reais = (value: number) => money(toCents(value));
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short' });
  const dateTime = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const methodLabel = (method: string) =>
    t.has(`method.${method}`) ? t(`method.${method}` as 'method.pix') : method;
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );

  return (
    <article aria-labelledby="placed-order-heading" className="grid gap-6">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="placed-order-heading" className="text-xl font-bold">
            {t('orderHeading', { number: order.number })}
          </h2>
          <p className="text-sm text-neutral-600">
            {t('placedOn', { date: date(order.createdAt) })}
          </p>
        </div>
        <p>
          <span className="sr-only">{t('statusLabel')}: </span>
          <span
            data-testid="order-status"
            className="rounded-full bg-[var(--store-primary)] px-3 py-1 text-sm font-semibold text-[var(--store-primary-contrast)]"
          >
            {t(`status.${order.status}`)}
          </span>
        </p>
      </header>

      {payment}

      <section aria-labelledby="placed-order-items">
        <h3 id="placed-order-items" className="mb-2 font-semibold">
          {t('items')}
        </h3>
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {order.items.map((item) => (
            <li
              key={item.id}
              data-testid="order-item"
              className={`flex items-center gap-3 p-3 ${item.parent !== null ? 'pl-10 text-sm' : ''}`}
            >
              {item.mediaUrl && item.parent === null && (
                // eslint-disable-next-line @next/next/no-img-element -- product images are small SVGs
                <img
                  src={item.mediaUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded"
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{item.name}</p>
                <p className="text-xs text-neutral-500">
                  {t('quantity')}: {item.quantity}
                </p>
              </div>
              <p className="shrink-0 font-medium">{reais(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <dl className="grid gap-1.5 rounded-lg bg-neutral-50 p-4 text-sm">
          {row(t('subtotal'), reais(order.totalPrice), 'order-subtotal')}
          {order.totalDiscount > 0 &&
            row(t('discount'), `− ${reais(order.totalDiscount)}`, 'order-discount')}
          {row(
            t('shipping'),
            order.totalShipping > 0 ? reais(order.totalShipping) : t('free'),
            'order-shipping',
          )}
          {row(t('total'), reais(order.totalFinal), 'order-total', true)}
        </dl>
        <dl className="grid content-start gap-3 text-sm">
          {order.transaction && (
            <div>
              <dt className="font-semibold">{t('payment')}</dt>
              <dd>{methodLabel(order.transaction.method)}</dd>
            </div>
          )}
          {order.shipment && (
            <div>
              <dt className="font-semibold">{t('delivery')}</dt>
              <dd>
                {order.shipment.description} ({order.shipment.deliveryTime})
              </dd>
              {order.destination && <dd>{t('deliverTo', order.destination)}</dd>}
            </div>
          )}
        </dl>
      </div>

      <section aria-labelledby="placed-order-timeline">
        <h3 id="placed-order-timeline" className="mb-2 font-semibold">
          {t('timeline')}
        </h3>
        <ol className="grid gap-2 border-l-2 border-[var(--store-primary)] pl-4 text-sm">
          {order.history.map((step, i) => (
            <li key={i} data-testid="order-timeline-step">
              <span className="font-medium">{t(`status.${step.status}`)}</span>{' '}
              <time dateTime={step.at} className="text-neutral-500">
                {dateTime(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

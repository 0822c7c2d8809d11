'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PlacedOrder } from '@/lib/contracts/orders';
import { toCents } from '@/lib/domain/money';
import { OrderItemLines } from './order-item-lines';
import { OrderSummaryLines } from './order-summary-lines';

/**
 * A placed order as its buyer follows it (guest lookup, the account's order detail, the success
 * page): status with its Portuguese label, the items at the prices paid, the summary's lines as the
 * checkout listed them (installment interest included), payment, delivery
 * and the timeline with date and time. `payment` is the charge's details, shown under the header
 * where the buyer looks first (the Pix code still to pay).
 */
export function PlacedOrderView({ order, payment }: { order: PlacedOrder; payment?: ReactNode }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short' });
  const dateTime = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const methodLabel = (method: string) =>
    t.has(`method.${method}`) ? t(`method.${method}` as 'method.pix') : method;

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
        <OrderItemLines
          items={order.items}
          place="order"
          className="divide-y divide-neutral-200 rounded-lg border border-neutral-200"
        />
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <OrderSummaryLines
          lines={order.summary.map((line) => ({
            kind: line.kind,
            cents: line.amount === null ? null : toCents(line.amount),
          }))}
          place="order"
          className="content-start rounded-lg bg-neutral-50 p-4"
        />
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
          {order.tracking && (
            <div>
              <dt className="font-semibold">{t('tracking')}</dt>
              <dd data-testid="order-tracking">{t('trackingValue', order.tracking)}</dd>
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

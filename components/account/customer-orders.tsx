'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import { OrderPaymentDetails } from '@/components/orders/order-payment-details';
import { PlacedOrderView } from '@/components/orders/placed-order-view';
import { customerOrderQuery, customerOrdersQuery } from '@/lib/api-client/account';
import type { OrderSummary } from '@/lib/contracts/orders';
import { toCents } from '@/lib/domain/money';
import { AccountGuard } from './account-guard';
import { accountSkeleton, LoadedList, LoadFailure } from './loaded-list';

/** `/customer/account/orders` (Meus pedidos): number, date, status, items and total of each. */
export function CustomerOrders() {
  return (
    <AccountGuard>
      <OrderList />
    </AccountGuard>
  );
}

function OrderList() {
  const t = useTranslations('accountArea');
  const to = useTranslations('orders');
  const format = useFormatter();
  const money = useMoney();
  const orders = useQuery(customerOrdersQuery());
  const empty = (
    <div className="grid justify-items-start gap-3">
      <p>{t('noOrders')}</p>
      <Link href="/" className="font-medium text-[var(--store-primary)] underline">
        {t('startShopping')}
      </Link>
    </div>
  );
  return (
    <LoadedList query={orders} failed={t('loadFailed')} empty={empty}>
      {(list: OrderSummary[]) => (
        <ul className="mt-6 grid gap-3">
          {list.map((order) => (
            <li key={order.number} data-testid="customer-order">
              <Link
                href={`/customer/account/orders/${order.number}`}
                aria-label={t('viewOrder', { number: order.number })}
                className="grid grid-cols-2 items-center gap-2 rounded-xl border border-neutral-200 p-4 hover:border-[var(--store-primary)] sm:grid-cols-5"
              >
                <span className="font-semibold">{t('orderNumber', { number: order.number })}</span>
                <span className="text-sm text-neutral-600">
                  {format.dateTime(new Date(order.createdAt), { dateStyle: 'short' })}
                </span>
                <span>
                  <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-sm font-medium">
                    {to(`status.${order.status}`)}
                  </span>
                </span>
                <span className="text-sm">{t('orderItems', { count: order.items })}</span>
                <span className="font-semibold sm:text-right">
                  {money(toCents(order.totalFinal))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LoadedList>
  );
}

/**
 * `/customer/account/orders/{number}`: one of the customer's orders, with its payment (the Pix
 * code or boleto still to pay, the card's result) and the timeline.
 */
export function CustomerOrder({ number, storeName }: { number: string; storeName: string }) {
  return (
    <AccountGuard>
      <OrderDetail number={number} storeName={storeName} />
    </AccountGuard>
  );
}

function OrderDetail({ number, storeName }: { number: string; storeName: string }) {
  const t = useTranslations('accountArea');
  const order = useQuery(customerOrderQuery(number));
  return (
    <div className="mt-6 grid gap-6">
      {order.isPending && accountSkeleton}
      {order.isError && <LoadFailure error={order.error} failed={t('loadFailed')} />}
      {order.isSuccess && (
        <PlacedOrderView
          order={order.data}
          payment={
            order.data.payment && (
              <OrderPaymentDetails
                payment={order.data.payment}
                orderNumber={order.data.number}
                storeName={storeName}
              />
            )
          }
        />
      )}
      <Link
        href="/customer/account/orders"
        className="justify-self-start text-sm font-medium text-[var(--store-primary)] underline"
      >
        {t('backToOrders')}
      </Link>
    </div>
  );
}

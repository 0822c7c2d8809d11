'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AccountGuard } from '@/components/account/account-guard';
import { useApiErrorMessage } from '@/components/ui/use-api-mutation';
import { checkoutResultQuery } from '@/lib/api-client/checkout';
import type { CheckoutResult } from '@/lib/contracts/checkout';
import type { OrderStatus } from '@/lib/domain/order-status';
import { OrderPaymentDetails } from './order-payment-details';
import { PlacedOrderView } from './placed-order-view';
import { usePaymentFollowUp } from './use-payment-follow-up';

/**
 * `/onestepcheckout/success/{orderId}`: the order just placed, for its buyer only (a visitor goes
 * to the login page and comes back). While a Pix or boleto awaits payment the page asks the server
 * every 3 s (not while the tab is hidden, not past the code's expiry), so it turns to 'Aprovado'
 * by itself when the provider's webhook arrives, and says so to screen readers.
 */
export function CheckoutSuccess({ orderId, storeName }: { orderId: string; storeName: string }) {
  return (
    <AccountGuard>
      <SuccessContent orderId={orderId} storeName={storeName} />
    </AccountGuard>
  );
}

function SuccessContent({ orderId, storeName }: { orderId: string; storeName: string }) {
  const t = useTranslations('checkoutSuccess');
  const to = useTranslations('orders');
  const errorMessage = useApiErrorMessage();
  const query = useQuery(checkoutResultQuery(orderId));
  const result = query.data ?? null;

  // A status that changes while the page follows the payment is said aloud.
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<OrderStatus | null>(null);
  const status = result?.order.status ?? null;
  const number = result?.order.number ?? null;
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (!before || !status || number === null || before === status) return;
    setAnnouncement(
      status === 'processing'
        ? t('approved', { number })
        : t('statusChanged', { number, status: to(`status.${status}`) }),
    );
  }, [status, number, t, to]);

  const following = usePaymentFollowUp(
    result && { status: result.order.status, payment: result.payment },
    () => query.refetch({ throwOnError: true }),
  );

  return (
    <div className="mt-6 grid gap-6">
      {/* Always there, so that a screen reader hears it when the polled status changes. */}
      <p
        role="status"
        data-testid="success-announcement"
        className={
          announcement ? 'rounded-xl bg-green-100 p-4 font-semibold text-green-950' : 'sr-only'
        }
      >
        {announcement}
      </p>
      {(query.isPending || (query.isError && query.isFetching && !result)) && (
        <div className="grid gap-4" aria-hidden>
          <div className="h-24 animate-pulse rounded-xl bg-neutral-100" />
          <div className="h-72 animate-pulse rounded-xl bg-neutral-100" />
        </div>
      )}
      {query.isError && !query.isFetching && !result && (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="text-red-700">
            {errorMessage(query.error, t('loadFailed'))}
          </p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-lg border border-[var(--store-primary)] px-4 py-2 font-semibold text-[var(--store-primary)]"
          >
            {t('retry')}
          </button>
        </div>
      )}
      {result && <Placed result={result} storeName={storeName} following={following} />}
    </div>
  );
}

function Placed({
  result: { order, payment },
  storeName,
  following,
}: {
  result: CheckoutResult;
  storeName: string;
  following: boolean;
}) {
  const t = useTranslations('checkoutSuccess');
  const link = 'font-semibold text-[var(--store-primary)] underline';
  return (
    <>
      <div className="grid gap-2 rounded-xl bg-green-50 p-4 text-green-950 sm:p-6">
        <h2 className="text-xl font-bold">{t('thanks')}</h2>
        <p data-testid="success-number">{t('received', { number: order.number })}</p>
        {order.shipment && (
          <p data-testid="success-delivery-term">
            <span className="font-semibold">{t('deliveryTerm')}:</span>{' '}
            {t('deliveryTermValue', order.shipment)}
          </p>
        )}
        {following && (
          <p className="flex items-center gap-2 text-sm" data-testid="success-waiting">
            <span
              aria-hidden
              className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
            {t('waiting')}
          </p>
        )}
      </div>
      <PlacedOrderView
        order={order}
        payment={
          <OrderPaymentDetails payment={payment} orderNumber={order.number} storeName={storeName} />
        }
      />
      <nav className="flex flex-wrap gap-x-6 gap-y-2 print:hidden">
        <Link href={`/customer/account/orders/${order.number}`} className={link}>
          {t('viewOrder')}
        </Link>
        <Link href="/" className={link}>
          {t('continueShopping')}
        </Link>
      </nav>
    </>
  );
}

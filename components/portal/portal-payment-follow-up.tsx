'use client';

import { useRouter } from 'next/navigation';
import { usePaymentFollowUp } from '@/components/orders/use-payment-follow-up';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { FollowedPayment } from '@/lib/domain/payments/follow-up';

/**
 * A portal order's page while its Pix or boleto awaits payment: the page is rendered again from
 * the server every few seconds (as the store's success page asks), so the buyer sees it turn to
 * Aprovado when the bank pays.
 */
export function PortalPaymentFollowUp({
  status,
  payment,
}: {
  status: OrderStatus;
  payment: FollowedPayment | null;
}) {
  const router = useRouter();
  usePaymentFollowUp({ status, payment }, async () => router.refresh());
  return null;
}

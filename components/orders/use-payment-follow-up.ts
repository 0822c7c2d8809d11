'use client';

import { useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '@/lib/domain/order-status';
import {
  awaitsPayment,
  PAYMENT_POLL_MS,
  paymentDeadline,
  paymentExpired,
  type FollowedPayment,
} from '@/lib/domain/payments/follow-up';

/** setTimeout's longest delay (about 24 days); a boleto is due within a week. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Follows a placed order's Pix or boleto while it awaits payment: `ask` (fetch the order again)
 * runs every 3 s, not while the tab is hidden (back in view, at once), never twice at a time, and
 * no longer past the code's expiry or the boleto's due date, when nobody can pay it. A failed
 * ask (network, a restart) is tried again at the next turn. Answers whether it is following.
 */
export function usePaymentFollowUp(
  order: { status: OrderStatus; payment: FollowedPayment | null } | null,
  ask: () => Promise<unknown>,
): boolean {
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });
  const payment = order?.payment ?? null;
  const awaiting = order !== null && awaitsPayment(order.status, payment);
  const deadline = awaiting && payment ? paymentDeadline(payment) : null;
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(
      () => setExpiredAt(deadline),
      Math.min(Math.max(0, deadline - Date.now()), MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [deadline]);
  const following = awaiting && expiredAt !== deadline;
  const paymentRef = useRef(payment);
  useEffect(() => {
    paymentRef.current = payment;
  });

  useEffect(() => {
    if (!following) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let asking = false;
    const poll = async () => {
      timer = undefined;
      const current = paymentRef.current;
      if (stopped || asking || document.hidden || !current) return;
      if (paymentExpired(current, Date.now())) return;
      asking = true;
      try {
        await askRef.current();
      } catch {
        // A lost answer: the next turn tries again.
      } finally {
        asking = false;
      }
      if (!stopped && !document.hidden) timer = setTimeout(poll, PAYMENT_POLL_MS);
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        timer = undefined;
      } else if (!timer && !asking) void poll();
    };
    timer = setTimeout(poll, PAYMENT_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [following]);
  return following;
}

/**
 * Following a placed order's payment in the browser: until when a Pix code or a boleto can be
 * paid, the countdown shown beside it, and whether the success page should keep asking the
 * server for news (the provider's webhook approves the order while the shopper looks at it): while
 * `awaitsPayment` and not `paymentExpired`.
 */
import { countdownEnd } from '../countdown';
import type { OrderStatus, PaymentMethodGroup } from '../order-status';

/** How often the success page asks for the order while a Pix or boleto payment is awaited. */
export const PAYMENT_POLL_MS = 3000;

/** What these rules read of a charge (the `orderPayment` contract has more). */
export type FollowedPayment = {
  method: PaymentMethodGroup;
  status: string;
  pix: { expiresAt: string } | null;
  billet: { dueDate: string } | null;
};

/**
 * The instant (ms) after which the charge can no longer be paid: a Pix code at its `expiresAt`, a
 * boleto at the end of its due date in São Paulo (banks take it all that day). Null for a card,
 * or data that names no real time.
 */
export function paymentDeadline(payment: FollowedPayment): number | null {
  if (payment.method === 'pix' && payment.pix) {
    const at = Date.parse(payment.pix.expiresAt);
    return Number.isNaN(at) ? null : at;
  }
  if (payment.method === 'billet' && payment.billet) {
    const end = countdownEnd(payment.billet.dueDate);
    // countdownEnd is 23:59:59; the day ends a second later.
    return end === null ? null : end + 1000;
  }
  return null;
}

/**
 * Whether the order awaits a Pix or boleto payment: the order and its charge are still pending.
 * A card's result is known at once. Whether it may still be paid is `paymentExpired`.
 */
export function awaitsPayment(orderStatus: OrderStatus, payment: FollowedPayment | null): boolean {
  return (
    payment !== null &&
    orderStatus === 'pending' &&
    payment.status === 'pending' &&
    (payment.method === 'pix' || payment.method === 'billet')
  );
}

/** Past the deadline of its Pix code or boleto: only the store can change the order now. */
export function paymentExpired(payment: FollowedPayment, now: number): boolean {
  const deadline = paymentDeadline(payment);
  return deadline !== null && now >= deadline;
}

/**
 * '29:59': whole minutes and seconds left, rounded up so that '00:00' shows only at the end. Past
 * an hour the minutes keep counting ('75:00'): a Pix code lives 30 minutes.
 */
export function formatCountdown(msLeft: number): string {
  const left = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(left / 60);
  return `${String(minutes).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** The minutes left at which a screen reader is told how long the code still lasts. */
export const EXPIRY_MILESTONES = [10, 5, 1] as const;

/**
 * The milestone (minutes) the time left has reached, or null above the first one. A screen
 * reader hears the countdown only when this changes (not every second, as the digits do).
 */
export function expiryMilestone(msLeft: number): number | null {
  let reached: number | null = null;
  for (const minutes of EXPIRY_MILESTONES) if (msLeft <= minutes * 60_000) reached = minutes;
  return reached;
}

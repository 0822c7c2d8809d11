/** Order statuses of SPEC.md section 4, in their order of life; `new` is a cart. */
export const ORDER_STATUSES = [
  'new',
  'pending',
  'refunded',
  'canceled',
  'payment_review',
  'processing',
  'shipped',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The statuses of an order whose payment was approved and not given back: its buyer has bought
 * the products (may review them, sees their manuals and drivers).
 */
export const PURCHASED_STATUSES = [
  'processing',
  'shipped',
  'completed',
] as const satisfies readonly OrderStatus[];

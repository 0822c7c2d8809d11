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

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

/**
 * What may happen to a placed order (SPEC.md section 4). Placing it (`new` → `pending`) is the
 * checkout's own step, not an action here; `release` is its undoing when the provider refused the
 * charge (or never answered): the order becomes the cart it was (ADR 0020b).
 */
export const ORDER_ACTIONS = [
  'approve',
  'review',
  'clearReview',
  'ship',
  'complete',
  'cancel',
  'refund',
  'invoice',
  'release',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The actions a store's operator takes through the operator API (`npm run orders`): the order's
 * way through the warehouse, plus cancel and refund. Holding a payment for review and clearing it
 * are the payment provider's word, not the operator's. Invoice is listed so that an operator who
 * asks for it gets the rule's refusal (SPEC.md: invoicing never allowed), not an unknown action.
 */
export const OPERATOR_ORDER_ACTIONS = [
  'approve',
  'ship',
  'complete',
  'cancel',
  'refund',
  'invoice',
] as const satisfies readonly OrderAction[];
export type OperatorOrderAction = (typeof OPERATOR_ORDER_ACTIONS)[number];

/**
 * The status each action leads to, and the statuses it may start from. SPEC.md section 4: cancel
 * unless canceled or completed; approve only when pending; ship only when processing; complete
 * only when shipped; invoicing never. A payment the provider holds for review goes to
 * `payment_review` and back to `pending` once cleared, so that approval still starts from pending.
 * A refund gives back the money of a paid order. A release gives a pending order whose charge
 * was refused back to its shopper as a cart; changeOrderStatus also requires that the charge is
 * still awaited (orders.charge_pending_since), so that no paid or operator-touched order is ever
 * released.
 */
const TRANSITIONS: Record<OrderAction, { to: OrderStatus; from: readonly OrderStatus[] }> = {
  approve: { to: 'processing', from: ['pending'] },
  review: { to: 'payment_review', from: ['pending'] },
  clearReview: { to: 'pending', from: ['payment_review'] },
  ship: { to: 'shipped', from: ['processing'] },
  complete: { to: 'completed', from: ['shipped'] },
  cancel: {
    to: 'canceled',
    from: ['pending', 'payment_review', 'processing', 'shipped', 'refunded'],
  },
  refund: { to: 'refunded', from: ['processing', 'shipped', 'completed'] },
  invoice: { to: 'processing', from: [] },
  release: { to: 'new', from: ['pending'] },
};

/** The status `action` leads to from `status`, or null when the rules forbid it. */
export function nextOrderStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : null;
}

/**
 * Cancelling an order whose goods are still in the warehouse puts its units back on sale; once
 * shipped (or refunded after shipping) they come back, if ever, through a return.
 */
export const RETURNS_STOCK_ON_CANCEL: readonly OrderStatus[] = [
  'pending',
  'payment_review',
  'processing',
];

/** Transaction methods by group (SPEC.md section 4): each provider variant belongs to one. */
export const PAYMENT_METHOD_GROUPS = ['billet', 'pix', 'creditCard'] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number];

const METHOD_GROUP: Record<string, PaymentMethodGroup> = {
  billet: 'billet',
  boleto: 'billet',
  pagseguroBillet: 'billet',
  mercadopagoBillet: 'billet',
  pix: 'pix',
  pagseguroQrCode: 'pix',
  mercadopagoPix: 'pix',
  creditCard: 'creditCard',
  pagseguroCreditCard: 'creditCard',
  mercadopagoCreditCard: 'creditCard',
};

/** Every stored transaction method of a group (the back-office's payment filter). */
export const methodsOfGroup = (group: PaymentMethodGroup): string[] =>
  Object.keys(METHOD_GROUP).filter((method) => METHOD_GROUP[method] === group);

/** The group of a stored transaction method ('pagseguroQrCode' → 'pix'), null when unknown. */
export const paymentMethodGroup = (method: string | null): PaymentMethodGroup | null =>
  (method && METHOD_GROUP[method]) || null;

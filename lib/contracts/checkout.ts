import { z } from 'zod';
import { PAYMENT_METHOD_GROUPS } from '@/lib/domain/order-status';
import { cartIdParams } from './cart';
import { dbId, msg, requiredText } from './common';
import { documentField } from './customer';
import { placedOrder } from './orders';

/** A card may be paid in up to 21 installments at checkout (SPEC.md section 9). */
export const MAX_CHECKOUT_INSTALLMENTS = 21;

/** How the shopper pays: Pix, boleto, or a card tokenized in the browser by the provider. */
export const checkoutPayment = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('pix') }).strict(),
    z.object({ method: z.literal('billet') }).strict(),
    z
      .object({
        method: z.literal('creditCard'),
        /** The provider's token for the card; the number and code never come here. */
        cardToken: requiredText(200),
        installments: z.coerce
          .number({ message: msg.required })
          .int(msg.invalidValue)
          .min(1, msg.required)
          .max(MAX_CHECKOUT_INSTALLMENTS, msg.invalidValue),
        holderDocument: documentField,
      })
      .strict(),
  ],
  { message: msg.required },
);
export type CheckoutPayment = z.infer<typeof checkoutPayment>;

/**
 * POST /sale/checkout: place the cart as an order. Prices, totals and shipping are the server's
 * own; `idempotencyKey` (one per checkout attempt, made by the browser) makes a double submit
 * answer the same order.
 */
export const placeOrderBody = z
  .object({
    cart: requiredText(64),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg.invalidValue),
    address: dbId,
    shipping: requiredText(60),
    payment: checkoutPayment,
  })
  .strict();
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlacedOrderInput = z.output<typeof placeOrderBody>;

/** The charge of a placed order as its buyer sees it (success page, order page). */
export const orderPayment = z.object({
  method: z.enum(PAYMENT_METHOD_GROUPS),
  status: z.enum(['pending', 'approved', 'review', 'declined', 'canceled', 'refunded']),
  amount: z.number(),
  installments: z.number().int(),
  pix: z.object({ payload: z.string(), qrSvg: z.string(), expiresAt: z.string() }).nullable(),
  billet: z.object({ line: z.string(), barcode: z.string(), dueDate: z.string() }).nullable(),
  card: z.object({ brand: z.string(), lastDigits: z.string() }).nullable(),
  message: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const checkoutResult = z.object({ order: placedOrder, payment: orderPayment });
export type CheckoutResult = z.infer<typeof checkoutResult>;

/** GET /sale/checkout/{orderId}: the id of the placed order (the cart's id, kept as it was). */
export const checkoutOrderParams = z.object({ orderId: cartIdParams.shape.id }).strict();

/**
 * GET /customer/orders/{number}: the order with its latest charge (null for an order placed
 * before payments were recorded), so the account shows the Pix code or boleto still to pay.
 */
export const customerOrderDetail = placedOrder.extend({ payment: orderPayment.nullable() });
export type CustomerOrderDetail = z.infer<typeof customerOrderDetail>;

import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import type { OrderSummaryLineKind } from '@/lib/domain/order-summary';
import { money, msg } from './common';

/** SPEC.md section 5: the guest lookup's document takes 14 to 20 characters. */
export const GUEST_DOCUMENT_MIN = 14;
export const GUEST_DOCUMENT_MAX = 20;

/** POST /sale/order/guest/view: the order number and the buyer's CPF/CNPJ, both required. */
export const guestOrderBody = z
  .object({
    // A number as API clients send it, or the text the form sends.
    id: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string({ message: msg.orderNumberRequired })
        .trim()
        .min(1, { message: msg.orderNumberRequired, abort: true })
        .regex(/^\d{1,9}$/, msg.invalidValue),
    ),
    customerDocument: z
      .string({ message: msg.required })
      .trim()
      .min(1, { message: msg.required, abort: true })
      .min(GUEST_DOCUMENT_MIN, msg.invalidDocument)
      .max(GUEST_DOCUMENT_MAX, msg.invalidDocument),
  })
  .strict();
export type GuestOrderBody = z.input<typeof guestOrderBody>;

const SUMMARY_LINE_KINDS = [
  'subtotal',
  'discount',
  'pixDiscount',
  'billetDiscount',
  'shipping',
  'interest',
  'total',
] as const satisfies readonly OrderSummaryLineKind[];

/** A line of an order's summary (lib/domain/order-summary.ts); null is '—', not priced yet. */
export const orderSummaryLine = z.object({
  kind: z.enum(SUMMARY_LINE_KINDS),
  amount: money.nullable(),
});
export type OrderSummaryLineView = z.infer<typeof orderSummaryLine>;

/** A placed order as its buyer sees it: what was bought at the prices paid, and where it is. */
export const placedOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      parent: z.number().int().nullable(),
      type: z.enum(['simple', 'bundle', 'addon']),
      name: z.string(),
      sku: z.string(),
      mediaUrl: z.string().nullable(),
      quantity: z.number().int(),
      price: money,
    }),
  ),
  totalPrice: money,
  /** The coupon's discount. */
  totalDiscount: money,
  /** Pix and boleto: what the cash price saved. */
  cashDiscount: money,
  totalShipping: money,
  /** The card's installment interest. */
  interest: money,
  totalTax: money,
  /** What was charged: totalPrice − totalDiscount − cashDiscount + totalShipping + interest. */
  totalFinal: money,
  /** The lines every view of the order lists, as the checkout listed them. */
  summary: z.array(orderSummaryLine),
  shipment: z
    .object({ description: z.string(), total: money, deliveryTime: z.string() })
    .nullable(),
  /** Only the city and state: the guest lookup is not the place for the street address. */
  destination: z.object({ city: z.string(), region: z.string() }).nullable(),
  /** Once shipped: the carrier and the code to follow the parcel with. */
  tracking: z.object({ carrier: z.string(), code: z.string() }).nullable(),
  transaction: z.object({ method: z.string() }).nullable(),
  /** Every status the order went through, oldest first (the timeline). */
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** A line of Meus pedidos: enough to recognise the order and open it. */
export const orderSummary = z.object({
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  totalFinal: money,
  /** Products and kits bought (add-ons and kit parts not counted). */
  items: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /customer/orders/{number}. */
export const orderNumberParams = z
  .object({
    number: z.coerce.number({ message: msg.invalidValue }).int().positive().max(999_999_999),
  })
  .strict();

import { z } from 'zod';
import {
  OPERATOR_ORDER_ACTIONS,
  ORDER_STATUSES,
  PAYMENT_METHOD_GROUPS,
} from '@/lib/domain/order-status';
import { money, msg } from './common';
import { orderNumberParams } from './orders';

/** POST /operator/orders/{number}/{action}: one of the operator's actions on a placed order. */
export const operatorActionParams = orderNumberParams
  .extend({ action: z.enum(OPERATOR_ORDER_ACTIONS, { message: msg.invalidValue }) })
  .strict();

/**
 * A placed order as the store's operator sees it: where it stands (with the label the customer
 * reads), what it is worth, how it was paid and who moved it when. Labels come in the request's
 * language (Portuguese unless the locale cookie says otherwise).
 */
export const operatorOrder = z.object({
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  createdAt: z.string(),
  customerEmail: z.string().nullable(),
  totalPrice: money,
  totalDiscount: money,
  cashDiscount: money,
  totalShipping: money,
  interest: money,
  totalTax: money,
  /** totalPrice − totalDiscount − cashDiscount + totalShipping + interest. */
  totalFinal: money,
  /** The provider's method ('pagseguroQrCode') and its group (pix 'Pix'); null before payment. */
  payment: z
    .object({
      method: z.string(),
      group: z.enum(PAYMENT_METHOD_GROUPS).nullable(),
      groupLabel: z.string().nullable(),
    })
    .nullable(),
  /** Every change, oldest first: 'customer', 'operator:{key name}', 'provider:{name}', 'system'. */
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      label: z.string(),
      actor: z.string(),
      at: z.string(),
    }),
  ),
});
export type OperatorOrder = z.infer<typeof operatorOrder>;

/** PATCH /operator/products/{id}: a product of the key's store. */
export const operatorProductParams = z
  .object({
    id: z.coerce.number({ message: msg.invalidValue }).int().positive().max(2_147_483_647),
  })
  .strict();

/** What an operator may change on a product; prices in reais like every contract (ADR 0003). */
export const productChanges = z
  .object({
    name: z.string().trim().min(1, msg.required).max(255, msg.tooLong),
    price: z.number().nonnegative(),
    finalPrice: z.number().nonnegative(),
    stock: z.number().int().nonnegative(),
    saleable: z.boolean(),
    visible: z.boolean(),
  })
  .partial()
  .strict();

/** A product as the operator API answers it after a change. */
export const operatorProduct = z.object({
  id: z.number().int(),
  sku: z.string(),
  url: z.string(),
  name: z.string(),
  price: money,
  finalPrice: money,
  stock: z.number().int(),
  saleable: z.boolean(),
  visible: z.boolean(),
});
export type OperatorProduct = z.infer<typeof operatorProduct>;

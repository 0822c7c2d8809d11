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

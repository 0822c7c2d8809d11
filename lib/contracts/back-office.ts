import { z } from 'zod';
import { API_KEY_SCOPES, BACK_OFFICE_AREAS, OPERATOR_ROLES } from '@/lib/domain/back-office';
import {
  OPERATOR_ORDER_ACTIONS,
  ORDER_STATUSES,
  PAYMENT_METHOD_GROUPS,
} from '@/lib/domain/order-status';
import { EMAIL_MAX, money, msg, requiredEmail, requiredText } from './common';
import { operatorOrder } from './operator';
import { placedOrder } from './orders';

/** A TOTP code as people type it: six digits, spaces allowed between them. */
const totpCode = z
  .string({ message: msg.required })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'backOffice.codeFormat' }));

/**
 * POST /admin/session: an operator's login at the store's host. The code is the second factor,
 * asked for once the password is right (the answer says which step comes next).
 */
export const operatorLoginBody = z
  .object({
    email: requiredEmail,
    password: requiredText(255),
    code: totpCode.optional(),
  })
  .strict();
export type OperatorLoginBody = z.input<typeof operatorLoginBody>;

/** The operator of a back-office session, and what their role opens. */
export const operatorView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().max(EMAIL_MAX),
  role: z.enum(OPERATOR_ROLES),
  areas: z.array(z.enum(BACK_OFFICE_AREAS)),
  totpEnabled: z.boolean(),
});
export type OperatorView = z.infer<typeof operatorView>;

/**
 * What a login step answers: signed in (the cookie is set), a code is needed, or an owner without
 * a second factor must enroll one first (its secret and otpauth URI, for an authenticator app).
 */
export const operatorLoginAnswer = z.discriminatedUnion('step', [
  z.object({ step: z.literal('signedIn'), operator: operatorView }),
  z.object({ step: z.literal('code') }),
  z.object({
    step: z.literal('enroll'),
    secret: z.string(),
    uri: z.string(),
    /** The URI as a QR code (SVG) to scan. */
    qrSvg: z.string(),
  }),
]);
export type OperatorLoginAnswer = z.infer<typeof operatorLoginAnswer>;

export const apiKeyScopes = z.array(z.enum(API_KEY_SCOPES)).min(1);

/** A date as the list's filters take it (YYYY-MM-DD, São Paulo's day). */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: msg.invalidDate });

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_ORDER_SORTS = ['number', 'placedAt', 'total', 'status', 'customer'] as const;
export const ORDER_CHANNELS = ['store', 'portal'] as const;

/**
 * GET /admin/orders: the list's filters, sort and page, as the list's URL carries them (every
 * value optional; an empty field of the filter form is no filter).
 */
export const adminOrderListQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    method: z.enum(PAYMENT_METHOD_GROUPS).optional(),
    channel: z.enum(ORDER_CHANNELS).optional(),
    /** A portal company's id: its orders only. */
    company: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** Order number, customer name, e-mail or CPF/CNPJ. */
    q: z.string().trim().max(255, msg.tooLong).optional(),
    sort: z.enum(ADMIN_ORDER_SORTS).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().positive().max(100_000).optional(),
  })
  .strict();
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderRow = z.object({
  number: z.number().int(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerDocument: z.string().nullable(),
  method: z.enum(PAYMENT_METHOD_GROUPS).nullable(),
  methodLabel: z.string().nullable(),
  /** 'Loja' or the portal company's name. */
  channel: z.string(),
  totalFinal: money,
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderList = z.object({
  items: z.array(adminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

/** What shipping tells the customer: the carrier and its tracking code. */
export const orderShipping = z.object({
  carrier: z.string().trim().min(1, msg.required).max(60, msg.tooLong),
  trackingCode: z
    .string()
    .trim()
    .min(1, msg.required)
    .max(60, msg.tooLong)
    .regex(/^[A-Za-z0-9.\-/ ]*$/, { message: 'backOffice.trackingCodeFormat' }),
});

/** POST /admin/orders/{number}/{action}: shipping needs its carrier and tracking code. */
export const adminOrderActionBody = z
  .object({ carrier: z.string().optional(), trackingCode: z.string().optional() })
  .strict();

/** A placed order as the back-office shows it: the operator view plus lines, people and places. */
export const adminOrder = operatorOrder.extend({
  customer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    document: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  channel: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  items: placedOrder.shape.items,
  summary: placedOrder.shape.summary,
  shippingAddress: z
    .object({
      name: z.string(),
      document: z.string(),
      phone: z.string(),
      zipcode: z.string(),
      street: z.string(),
      number: z.string(),
      complement: z.string().nullable().optional(),
      district: z.string(),
      city: z.string(),
      region: z.string(),
    })
    .nullable(),
  shipment: placedOrder.shape.shipment,
  tracking: placedOrder.shape.tracking,
  charges: z.array(
    z.object({
      provider: z.string(),
      status: z.string(),
      amount: money,
      installments: z.number().int(),
      reference: z.string(),
      card: z.object({ brand: z.string(), lastDigits: z.string() }).nullable(),
      pixExpiresAt: z.string().nullable(),
      billetLine: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** What the status machine allows from here, in the order the buttons show. */
  actions: z.array(z.enum(OPERATOR_ORDER_ACTIONS)),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export type AdminOrderActionBody = z.input<typeof adminOrderActionBody>;

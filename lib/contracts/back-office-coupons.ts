import { z } from 'zod';
import { optionalReais, productSku, reaisInput, wholeNumber } from './back-office-fields';
import { optionalInstant } from './back-office-products';
import { dbId, money, msg } from './common';

export const COUPON_TYPES = ['percentual', 'fixed'] as const;
/** Where a coupon stands now: discounting, not yet, past its end, switched off, used up. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'inactive', 'usedUp'] as const;

/** An optional whole number: empty is none (no limit). */
const optionalCount = z
  .union([z.literal(''), z.null(), wholeNumber(1_000_000)])
  .transform((value) => (value === '' || value === null ? null : value))
  .refine((value) => value === null || value > 0, msg.invalidValue);

/**
 * A coupon as the back-office edits it: its code (letters, digits, '-' or '_'; kept in capitals,
 * unique in the store), percent (1 to 100) or fixed reais, when it starts and ends, the minimum
 * subtotal, how many orders may use it in all and per customer, first purchase only, and the
 * products (by SKU) or categories it is restricted to (none: the whole cart).
 */
export const adminCouponBody = z
  .object({
    code: z
      .string({ message: msg.required })
      .trim()
      .min(1, msg.required)
      .max(40, msg.tooLong)
      .regex(/^[A-Za-z0-9_-]+$/, 'backOffice.coupons.codeFormat')
      .transform((code) => code.toUpperCase()),
    discountType: z.enum(COUPON_TYPES, { message: msg.invalidValue }),
    value: reaisInput,
    startsAt: optionalInstant,
    expiresAt: optionalInstant,
    active: z.boolean(),
    minSubtotal: optionalReais,
    usageLimit: optionalCount,
    perCustomerLimit: optionalCount,
    firstPurchaseOnly: z.boolean(),
    productSkus: z.array(productSku).max(200, msg.invalidValue),
    categoryIds: z.array(dbId).max(100, msg.invalidValue),
  })
  .strict()
  .superRefine((coupon, ctx) => {
    if (coupon.value <= 0 || (coupon.discountType === 'percentual' && coupon.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'backOffice.coupons.valueRange' });
    if (coupon.discountType === 'percentual' && !Number.isInteger(coupon.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'backOffice.coupons.valueRange' });
    if (coupon.startsAt && coupon.expiresAt && coupon.expiresAt <= coupon.startsAt)
      ctx.addIssue({
        code: 'custom',
        path: ['expiresAt'],
        message: 'backOffice.campaigns.endBeforeStart',
      });
  });
export type AdminCouponBody = z.input<typeof adminCouponBody>;
export type AdminCouponValues = z.output<typeof adminCouponBody>;

export const adminCouponParams = z.object({ id: dbId }).strict();

/** /admin/cupons?editar={id} or ?novo=1. */
export const adminCouponEditQuery = z
  .object({ editar: dbId.optional(), novo: z.literal('1').optional() })
  .strict();

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(COUPON_TYPES),
  /** Percent, or reais for a fixed coupon. */
  value: z.number(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
  minSubtotal: money.nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstPurchaseOnly: z.boolean(),
  productSkus: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  /** Placed orders (not canceled) that used it. */
  uses: z.number().int(),
  state: z.enum(COUPON_STATES),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

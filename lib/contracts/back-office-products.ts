import { z } from 'zod';
import { PRICE_CAMPAIGN_STATUSES } from '@/lib/domain/back-office';
import { isReservedPath } from '@/lib/domain/store-pages';
import { dbId, money, msg, requiredText } from './common';
import {
  optionalReais,
  optionalText,
  productSku,
  reaisInput,
  STORE_PATH,
  wholeNumber,
} from './back-office-fields';
import { adminProductRelations, productRelations } from './back-office-product-relations';

export { reaisInput };

export const PRODUCT_TYPES = ['simple', 'bundle', 'addon'] as const;
export const STOCK_STATES = ['in', 'out'] as const;
export const ADMIN_PRODUCT_SORTS = ['name', 'sku', 'price', 'stock', 'updatedAt'] as const;

/** The cash price never passes the final one (a product's or a campaign's). */
function cashNotAboveFinal(
  prices: { finalPrice: number; inCashPrice: number | null },
  ctx: z.RefinementCtx,
): void {
  if (prices.inCashPrice !== null && prices.inCashPrice > prices.finalPrice)
    ctx.addIssue({
      code: 'custom',
      path: ['inCashPrice'],
      message: 'backOffice.products.cashAboveFinal',
    });
}

/**
 * A product as the back-office edits it (SPEC.md "Product"): what shoppers read, the SKU (unique
 * in the store), its URL (a path of lowercase words; a new URL leaves a redirect at the old
 * one), type, switches, stock, the three prices and the production time, and its categories.
 * The final price never passes the 'De' price, nor the cash price the final one.
 */
export const adminProductBody = z
  .object({
    name: requiredText(255),
    subtitle: optionalText(255),
    shortDescription: optionalText(1000),
    /** Rich text (HTML), sanitized on the server before it is stored. */
    description: optionalText(100_000),
    sku: productSku,
    url: requiredText(200)
      .regex(STORE_PATH, 'backOffice.products.urlFormat')
      // A product at /cart would never be shown: the cart's page answers there.
      .refine((v) => !isReservedPath(v), 'backOffice.pages.urlReserved'),
    type: z.enum(PRODUCT_TYPES, { message: msg.invalidValue }),
    saleable: z.boolean(),
    visible: z.boolean(),
    stock: wholeNumber(10_000_000),
    price: reaisInput,
    finalPrice: reaisInput,
    inCashPrice: optionalReais,
    productionTime: z
      .union([z.literal(''), z.null(), wholeNumber(365)])
      .transform((value) => (value === '' ? null : value)),
    categoryIds: z.array(dbId).max(50, msg.invalidValue),
    ...productRelations,
  })
  .strict()
  .superRefine((product, ctx) => {
    if (product.type !== 'bundle' && (product.bundleGroups?.length ?? 0) > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['bundleGroups'],
        message: 'backOffice.products.bundleOnly',
      });
    if (product.finalPrice > product.price)
      ctx.addIssue({
        code: 'custom',
        path: ['finalPrice'],
        message: 'backOffice.products.finalAbovePrice',
      });
    cashNotAboveFinal(product, ctx);
  });
export type AdminProductBody = z.input<typeof adminProductBody>;
export type AdminProductValues = z.output<typeof adminProductBody>;

/** PUT /admin/products/{id}: the product and the version the editor read. */
export const adminProductUpdateBody = z
  .object({ product: adminProductBody, version: z.number().int().positive() })
  .strict();

export const adminProductParams = z.object({ id: dbId }).strict();

/** A product as the editor loads it: its fields, version, and what waits on it. */
export const adminProduct = z.object({
  id: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  sku: z.string(),
  url: z.string(),
  type: z.enum(PRODUCT_TYPES),
  saleable: z.boolean(),
  visible: z.boolean(),
  stock: z.number().int(),
  price: money,
  finalPrice: money,
  inCashPrice: money.nullable(),
  productionTime: z.number().int().nullable(),
  categoryIds: z.array(z.number().int()),
  image: z.string().nullable(),
  /** Shoppers waiting for the product to be back in stock (an e-mail each when it is). */
  pendingStockAlerts: z.number().int(),
  ...adminProductRelations.shape,
});
export type AdminProduct = z.infer<typeof adminProduct>;

/** GET /admin/products: search (name or SKU), filters, sort and page, as the list's URL has them. */
export const adminProductListQuery = z
  .object({
    q: z.string().trim().max(255, msg.tooLong).optional(),
    category: dbId.optional(),
    type: z.enum(PRODUCT_TYPES).optional(),
    stock: z.enum(STOCK_STATES).optional(),
    visible: z.enum(['yes', 'no']).optional(),
    sort: z.enum(ADMIN_PRODUCT_SORTS).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().positive().max(100_000).optional(),
  })
  .strict();
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

export const adminProductRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  type: z.enum(PRODUCT_TYPES),
  visible: z.boolean(),
  saleable: z.boolean(),
  stock: z.number().int(),
  price: money,
  finalPrice: money,
  image: z.string().nullable(),
  categories: z.array(z.string()),
  pendingStockAlerts: z.number().int(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductList = z.object({
  items: z.array(adminProductRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductList>;

/**
 * POST /admin/products/bulk: one change to the chosen products: show, hide, move to a category
 * (its only one then), or change the prices by a percent (-90 to +500; final and cash prices
 * follow, the 'De' price too, rounded to the cent).
 */
export const adminProductBulkBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('show'), ids: z.array(dbId).min(1).max(500) }).strict(),
  z.object({ action: z.literal('hide'), ids: z.array(dbId).min(1).max(500) }).strict(),
  z
    .object({ action: z.literal('move'), ids: z.array(dbId).min(1).max(500), category: dbId })
    .strict(),
  z
    .object({
      action: z.literal('reprice'),
      ids: z.array(dbId).min(1).max(500),
      percent: z.coerce
        .number({ message: msg.invalidValue })
        .min(-90, 'backOffice.products.percentRange')
        .max(500, 'backOffice.products.percentRange')
        .refine((p) => p !== 0, 'backOffice.products.percentRange'),
    })
    .strict(),
]);
export type AdminProductBulkBody = z.input<typeof adminProductBulkBody>;

/**
 * A moment as the back-office's form gives it ('2026-11-27T00:00', São Paulo's wall clock, no
 * daylight saving since 2019) or an ISO instant with its offset (an ERP).
 */
/** São Paulo's offset from UTC (no daylight saving since 2019). */
const STORE_UTC_OFFSET = '-03:00';
const STORE_OFFSET_MS = -3 * 3_600_000;

/** An instant as the form's field shows it ('2026-11-27T00:00'): storeInstant's inverse. */
export const storeClockInput = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + STORE_OFFSET_MS).toISOString().slice(0, 16) : '';

export const storeInstant = z
  .string({ message: msg.required })
  .trim()
  .min(1, msg.required)
  .transform((value, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
      ? `${value}:00${STORE_UTC_OFFSET}`
      : value;
    const time = Date.parse(iso);
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: msg.invalidDate });
      return z.NEVER;
    }
    return new Date(time);
  });

/** An optional moment of the form or an ERP: empty is none. */
export const optionalInstant = z
  .union([z.literal(''), z.null(), storeInstant])
  .transform((value) => (value === '' || value === null ? null : value));

/** POST /admin/products/{id}/campaigns: a campaign price and when it runs. */
export const priceCampaignBody = z
  .object({
    finalPrice: reaisInput,
    inCashPrice: optionalReais,
    startsAt: storeInstant,
    endsAt: storeInstant,
  })
  .strict()
  .superRefine((campaign, ctx) => {
    if (campaign.endsAt <= campaign.startsAt)
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'backOffice.campaigns.endBeforeStart',
      });
    cashNotAboveFinal(campaign, ctx);
  });
export type PriceCampaignBody = z.input<typeof priceCampaignBody>;
export type PriceCampaignValues = z.output<typeof priceCampaignBody>;

export const priceCampaign = z.object({
  id: z.number().int(),
  finalPrice: money,
  inCashPrice: money.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(PRICE_CAMPAIGN_STATUSES),
  createdBy: z.string(),
});
export type PriceCampaign = z.infer<typeof priceCampaign>;

export const priceCampaignParams = z.object({ id: dbId, campaign: dbId }).strict();

/** A product's photo as the back-office arranges it. */
export const adminProductMedia = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string().nullable(),
});
export type AdminProductMedia = z.infer<typeof adminProductMedia>;

export const productMediaParams = z.object({ id: dbId, media: dbId }).strict();

/** PUT /admin/products/{id}/medias: every photo of the product, in its new order, with its alt. */
export const arrangeMediasBody = z
  .object({
    medias: z
      .array(
        z.object({ id: dbId, alt: z.string().trim().max(255, msg.tooLong).nullable() }).strict(),
      )
      .max(12, msg.invalidValue),
  })
  .strict();

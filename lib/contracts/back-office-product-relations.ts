import { z } from 'zod';
import { PRODUCT_SEALS } from '@/lib/domain/product-seals';
import { dbId, money, msg, requiredText } from './common';
import {
  optionalReais,
  optionalText,
  productSku,
  reaisInput,
  wholeNumber,
} from './back-office-fields';

export const ADDON_KINDS = ['warranty', 'service'] as const;
export const ADDON_PRICE_TYPES = ['fixed', 'percent', 'price_range'] as const;
export const DOWNLOAD_KINDS = ['manual', 'driver'] as const;

/** A price band of a `price_range` add-on: products priced from `startPrice` to `endPrice`. */
const addonRate = z
  .object({ startPrice: reaisInput, endPrice: reaisInput, price: reaisInput })
  .strict()
  .superRefine((rate, ctx) => {
    if (rate.endPrice <= rate.startPrice)
      ctx.addIssue({
        code: 'custom',
        path: ['endPrice'],
        message: 'backOffice.products.rateRange',
      });
  });

/**
 * An add-on sold with the product (SPEC.md addonProducts): a product of type `addon`, by SKU;
 * warranties exclude each other, services add up. Its price: `fixed` reais, `percent` of the
 * product's final price (10 or '10,5'), or by the band of `rates` the product's price falls in.
 */
const productAddonInput = z
  .object({
    sku: productSku,
    kind: z.enum(ADDON_KINDS, { message: msg.invalidValue }),
    priceType: z.enum(ADDON_PRICE_TYPES, { message: msg.invalidValue }),
    value: optionalReais,
    rates: z.array(addonRate).max(20, msg.invalidValue).default([]),
  })
  .strict()
  .superRefine((addon, ctx) => {
    if (addon.priceType !== 'price_range' && addon.value === null)
      ctx.addIssue({ code: 'custom', path: ['value'], message: msg.required });
    if (addon.priceType === 'percent' && (addon.value ?? 0) > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'backOffice.products.percentMax' });
    if (addon.priceType === 'price_range' && addon.rates.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['rates'],
        message: 'backOffice.products.ratesRequired',
      });
  });

/** A choice of a bundle group: a product (by SKU), how many, and whether it comes chosen. */
const bundleOptionInput = z
  .object({
    sku: productSku,
    quantity: wholeNumber(99).pipe(z.number().min(1, msg.invalidValue)),
    isDefault: z.boolean(),
  })
  .strict();

/** A group of a bundle (SPEC.md bundleGroup): its name and options, exactly one chosen first. */
const bundleGroupInput = z
  .object({
    name: requiredText(255),
    options: z.array(bundleOptionInput).min(1, msg.required).max(50, msg.invalidValue),
  })
  .strict()
  .superRefine((group, ctx) => {
    if (group.options.filter((o) => o.isDefault).length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'backOffice.products.bundleDefault',
      });
  });

/**
 * A value of one of the store's attributes: an option (select attributes; several rows for a
 * list attribute) or a text.
 */
const attributeValueInput = z
  .object({
    attributeId: dbId,
    optionId: dbId.nullable().default(null),
    text: optionalText(255).default(null),
  })
  .strict();

/** A manual or driver of the product: a path of the store (/manuais/...) or an https address. */
const downloadInput = z
  .object({
    kind: z.enum(DOWNLOAD_KINDS, { message: msg.invalidValue }),
    title: requiredText(255),
    url: requiredText(500).regex(
      /^(?:\/[^\s]*|https:\/\/[^\s]+)$/,
      'backOffice.products.downloadUrl',
    ),
  })
  .strict();

/**
 * What a product brings besides its own fields. Each list left out of a save keeps what is
 * stored (the CSV and bulk changes touch none); a list sent replaces the stored one.
 */
export const productRelations = {
  attributes: z.array(attributeValueInput).max(200, msg.invalidValue).optional(),
  addons: z.array(productAddonInput).max(20, msg.invalidValue).optional(),
  bundleGroups: z.array(bundleGroupInput).max(20, msg.invalidValue).optional(),
  crossSells: z
    .array(z.object({ sku: productSku }).strict())
    .max(20, msg.invalidValue)
    .optional(),
  seals: z
    .array(z.enum(PRODUCT_SEALS, { message: msg.invalidValue }))
    .max(PRODUCT_SEALS.length)
    .optional(),
  downloads: z.array(downloadInput).max(50, msg.invalidValue).optional(),
};

/** The relations as the editor loads them (products by SKU and name, prices in reais). */
export const adminProductRelations = z.object({
  attributes: z.array(
    z.object({
      attributeId: z.number().int(),
      optionId: z.number().int().nullable(),
      text: z.string().nullable(),
    }),
  ),
  addons: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      kind: z.enum(ADDON_KINDS),
      priceType: z.enum(ADDON_PRICE_TYPES),
      value: money.nullable(),
      rates: z.array(z.object({ startPrice: money, endPrice: money, price: money })),
    }),
  ),
  bundleGroups: z.array(
    z.object({
      name: z.string(),
      options: z.array(
        z.object({
          sku: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          isDefault: z.boolean(),
        }),
      ),
    }),
  ),
  crossSells: z.array(z.object({ sku: z.string(), name: z.string() })),
  seals: z.array(z.enum(PRODUCT_SEALS)),
  downloads: z.array(
    z.object({ kind: z.enum(DOWNLOAD_KINDS), title: z.string(), url: z.string() }),
  ),
});
export type AdminProductRelations = z.infer<typeof adminProductRelations>;

/** What the editor offers to choose from: the store's attributes and add-on products. */
export type ProductEditorChoices = {
  attributes: {
    id: number;
    name: string;
    type: string;
    isList: boolean;
    options: { id: number; name: string }[];
  }[];
  addons: { sku: string; name: string }[];
};

import { MAX_DB_INTEGER } from '@/lib/domain/listing-url';
import { z } from 'zod';
import { PRODUCT_SEALS } from '@/lib/domain/product-seals';
import { money, paginatorQuery } from './common';

export const categoryListQuery = paginatorQuery(['sortOrder', 'name']);
export const attributeListQuery = paginatorQuery(['name', 'sortOrder']);

export type Category = {
  id: number;
  name: string;
  description: string | null;
  slug: string;
  url: string;
  parent: number | null;
  children: Category[];
};
/** A category and its subtree; its `id` names the tree's schema in the OpenAPI document. */
export const category: z.ZodType<Category> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      slug: z.string(),
      url: z.string(),
      parent: z.number().int().nullable(),
      children: z.array(category),
    }),
  )
  .meta({ id: 'Category' });

export const attribute = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  filterable: z.boolean(),
  options: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Attribute = z.infer<typeof attribute>;

export const productAttribute = z.object({
  code: z.string(),
  name: z.string(),
  optionId: z.number().int().nullable(),
  optionLabel: z.string().nullable(),
  text: z.string().nullable(),
  isList: z.boolean(),
  sortOrder: z.number().int(),
  type: z.string(),
});

/** Product of SPEC.md section 3; later issues add add-ons, bundles and price simulation. */
export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string().nullable(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  sku: z.string(),
  url: z.string(),
  type: z.enum(['simple', 'bundle', 'addon']),
  saleable: z.boolean(),
  stock: z.number().int(),
  price: money,
  finalPrice: money,
  /** Cash (Pix/boleto) price when the product has its own; null means the standard discount. */
  inCashPrice: money.nullable(),
  /** Photos in their order; `alt` is what one shows (none: the product's name stands for it). */
  medias: z.array(z.object({ url: z.string(), alt: z.string().nullable().optional() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  attributes: z.array(productAttribute),
  attributeGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  productionTime: z.number().int().nullable(),
});
export type Product = z.infer<typeof product>;

/** An add-on offered with a product (SPEC.md section 3), priced for that product. */
export const addonProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** What the add-on costs with this product (the rule below applied to its final price). */
  price: money,
  priceType: z.enum(['percent', 'price_range', 'fixed']),
  /** Percent of the product's final price, for `percent`; null otherwise. */
  percent: z.number().nullable(),
  rates: z.array(z.object({ startPrice: money, endPrice: money, price: money })),
  /** Extended warranties are one choice among several; other add-ons are independent extras. */
  isWarranty: z.boolean(),
});
export type AddonProduct = z.infer<typeof addonProduct>;

/** A product offered inside a bundle group; its own card data is enough to show and price it. */
export const bundleOption = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int().positive(),
  /** '1' for the option chosen when the shopper changes nothing (SPEC.md field spelling). */
  defaultOption: z.enum(['0', '1']),
  product: product.pick({
    id: true,
    name: true,
    sku: true,
    url: true,
    price: true,
    finalPrice: true,
    saleable: true,
    stock: true,
    medias: true,
  }),
});
export const bundleGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  options: z.array(bundleOption),
});
export type BundleGroup = z.infer<typeof bundleGroup>;

export const installmentOption = z.object({
  installments: z.number().int(),
  amount: money,
  total: money,
  interestFree: z.boolean(),
});

/** The product page's prices, worked out on the server with the store's installment rules. */
export const priceSimulation = z.object({
  inCash: z.object({ finalPrice: money, discountPercent: z.number().int() }),
  inInstallment: z.array(installmentOption),
});

/** A product with what only its own page needs: add-ons, bundle groups and price simulation. */
export const productDetail = product.extend({
  addonProducts: z.array(addonProduct),
  bundleGroup: z.array(bundleGroup),
  priceSimulation,
  /** The quality seals the store chose for the product (beyond SPEC's Product). */
  seals: z.array(z.enum(PRODUCT_SEALS)),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const crossSellItem = z.object({ crossSell: product });
export const productIdParams = z
  .object({ id: z.coerce.number().int().positive().max(MAX_DB_INTEGER) })
  .strict();

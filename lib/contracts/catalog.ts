import { z } from 'zod';
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
export const category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    slug: z.string(),
    url: z.string(),
    parent: z.number().int().nullable(),
    children: z.array(category),
  }),
);

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
  medias: z.array(z.object({ url: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  attributes: z.array(productAttribute),
  attributeGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  productionTime: z.number().int().nullable(),
});
export type Product = z.infer<typeof product>;

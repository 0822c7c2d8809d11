import { z } from 'zod';
import type { Product } from '@/lib/contracts/catalog';
import { getBlockProducts } from '@/lib/content/data';
import { listingSorts, PAGE_SIZE } from '@/lib/contracts/listing';
import { optionalText, type BlockContext } from './define';

const productPath = z.string().trim().min(1).max(255);

/** Props of the product slider and grid: a title and where the products come from. */
export const productSourceProps = z
  .object({
    title: optionalText(160),
    productUrls: z.array(productPath).max(PAGE_SIZE).optional(),
    categoryUrl: productPath.optional(),
    sort: z.enum(listingSorts).optional(),
    limit: z.number().int().min(1).max(PAGE_SIZE).default(8),
  })
  .refine((p) => (p.productUrls?.length ?? 0) > 0 || p.categoryUrl !== undefined, {
    message: 'backOffice.pages.blockErrors.productSource',
  });
export type ProductSourceProps = z.output<typeof productSourceProps>;

/** The products a slider or grid shows (cached per store by the loader). */
export function blockProducts(props: ProductSourceProps, ctx: BlockContext): Promise<Product[]> {
  const { productUrls, categoryUrl, sort, limit } = props;
  return getBlockProducts(ctx.store.id, { productUrls, categoryUrl, sort, limit });
}

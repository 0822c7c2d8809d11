import { z } from 'zod';
import { category, productDetail } from './catalog';
import { msg } from './common';
import { contentPage } from './content';

export const routerQuery = z
  .object({
    url: z
      .string({ message: msg.required })
      .trim()
      .min(1, msg.required)
      .max(2048, msg.tooLong)
      .regex(/^[^?#\s]*$/, msg.invalidValue),
  })
  .strict();

/** What a URL of the store is: a page-builder page, a product or a category (SPEC.md section 7). */
export const route = z.discriminatedUnion('type', [
  z.object({ type: z.literal('content'), content: contentPage }),
  z.object({ type: z.literal('product'), content: productDetail }),
  z.object({ type: z.literal('category'), content: category }),
]);
export type Route = z.infer<typeof route>;

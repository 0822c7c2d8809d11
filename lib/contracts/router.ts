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

/**
 * The portal state of SPEC.md section 3 (url, cartUrl, checkoutUrl, customerName), with the
 * caller's role in it: a URL under `/portal/{customer}` answers it beside its content.
 */
export const portalState = z.object({
  url: z.string(),
  cartUrl: z.string(),
  checkoutUrl: z.string(),
  customerName: z.string(),
  role: z.enum(['buyer', 'admin']),
});
export type PortalState = z.infer<typeof portalState>;

const inPortal = { portal: portalState.optional() };

/** What a URL of the store is: a page-builder page, a product or a category (SPEC.md section 7). */
export const route = z.discriminatedUnion('type', [
  z.object({ type: z.literal('content'), content: contentPage, ...inPortal }),
  z.object({ type: z.literal('product'), content: productDetail, ...inPortal }),
  z.object({ type: z.literal('category'), content: category, ...inPortal }),
]);
export type Route = z.infer<typeof route>;

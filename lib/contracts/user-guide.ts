import { z } from 'zod';

/** A manual or driver of a product (a path of the store or the maker's address). */
export const productDownload = z.object({
  id: z.number().int(),
  kind: z.enum(['manual', 'driver']),
  title: z.string(),
  url: z.string(),
});

/** Meus Guias e manuais: each product the customer bought with its manuals and drivers. */
export const userGuideEntry = z.object({
  productId: z.number().int(),
  name: z.string(),
  href: z.string(),
  image: z.string().nullable(),
  downloads: z.array(productDownload),
});
export type UserGuideEntry = z.infer<typeof userGuideEntry>;

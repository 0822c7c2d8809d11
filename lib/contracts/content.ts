import { z } from 'zod';

/** One page-builder block: `{ type, props, children }`; each block validates its own props. */
export type Block = { type: string; props?: Record<string, unknown>; children?: Block[] };
export const block: z.ZodType<Block, Block> = z
  .lazy(() =>
    z.object({
      type: z.string(),
      props: z.record(z.string(), z.unknown()).optional(),
      children: z.array(block).optional(),
    }),
  )
  .meta({ id: 'Block' });
export const pageContent = z.object({ blocks: z.array(block) });
export type PageContent = z.infer<typeof pageContent>;

export const contentPage = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  visible: z.boolean(),
  metaTitle: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  metaDescription: z.string().nullable(),
  json: z.unknown(),
});
export type ContentPage = z.infer<typeof contentPage>;

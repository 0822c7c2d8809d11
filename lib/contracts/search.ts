import { z } from 'zod';
import { msg } from './common';
import { SEARCH_MAX_LENGTH } from '@/lib/domain/search';
import { PAGE_SIZE } from './listing';

/** Ids a favourites list or a comparison asks for at once. */
export const MAX_PRODUCT_IDS = 100;

/**
 * GET /search/query (SPEC.md section 7): a free-text search `q` with the listing state of a
 * category page in `facet_filters`, or `productIds` comma-joined with `status=1` (favourites,
 * comparison). One of `q` and `productIds`, not both.
 */
export const searchQuery = z
  .object({
    q: z.string().trim().min(1, msg.required).max(SEARCH_MAX_LENGTH, msg.tooLong).optional(),
    productIds: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, msg.invalidValue)
      .transform((ids) => ids.split(',').map(Number))
      .refine((ids) => ids.length <= MAX_PRODUCT_IDS, msg.invalidValue)
      .optional(),
    /** Only enabled products are ever public: `1` is the one status a client may ask for. */
    status: z.literal('1', { message: msg.invalidValue }).optional(),
    /** The same JSON as the pages' `facet_filters`; bad parts fall back to defaults. */
    facet_filters: z.string().max(4000, msg.tooLong).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE).optional(),
  })
  .strict()
  .superRefine((query, issues) => {
    if (query.q === undefined && query.productIds === undefined)
      issues.addIssue({ code: 'custom', path: ['q'], message: msg.required });
    if (query.q !== undefined && query.productIds !== undefined)
      issues.addIssue({ code: 'custom', path: ['productIds'], message: msg.invalidValue });
  });
export type SearchQuery = z.infer<typeof searchQuery>;

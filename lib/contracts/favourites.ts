import { z } from 'zod';
import { msg } from './common';
import { MAX_PRODUCT_IDS } from './search';

const productId = z.coerce.number({ message: msg.invalidValue }).int().positive().max(999_999_999);

/**
 * PUT /customer/favorites: product ids to add to the customer's list, newest first (the order
 * GET answers in). The server keeps the union of what it had and these.
 */
export const favouritesMerge = z
  .object({
    productIds: z.array(productId).min(1, msg.required).max(MAX_PRODUCT_IDS, msg.invalidValue),
  })
  .strict();
export type FavouritesMerge = z.input<typeof favouritesMerge>;

/** DELETE /customer/favorites/{productId}. */
export const favouriteParams = z.object({ productId }).strict();

/** The customer's favourite products, newest first. */
export const favouritesList = z.object({ productIds: z.array(z.number().int()) });
export type FavouritesList = z.infer<typeof favouritesList>;

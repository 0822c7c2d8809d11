import { z } from 'zod';
import { dbId, msg, requiredText } from './common';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;

/** A review of a bought product: 1 to 5 stars, a title and the opinion. */
export const reviewBody = z
  .object({
    rating: z.coerce
      .number({ message: msg.chooseRating })
      .int(msg.chooseRating)
      .min(RATING_MIN, msg.chooseRating)
      .max(RATING_MAX, msg.chooseRating),
    title: requiredText(REVIEW_TITLE_MAX),
    text: requiredText(REVIEW_TEXT_MAX),
  })
  .strict();
export type ReviewBody = z.output<typeof reviewBody>;
export type ReviewForm = z.input<typeof reviewBody>;

/** A product the customer bought, with their review of it when there is one. */
export const reviewableProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  href: z.string(),
  image: z.string().nullable(),
  review: z
    .object({
      rating: z.number().int(),
      title: z.string(),
      text: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type ReviewableProduct = z.infer<typeof reviewableProduct>;

export const reviewProductParams = z.object({ productId: dbId }).strict();

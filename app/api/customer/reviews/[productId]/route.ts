import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { getReviewableProduct, saveReview } from '@/lib/server/services/reviews';
import { translateKey } from '@/lib/i18n/messages';

/** GET /api/customer/reviews/{productId} — a bought product with the customer's review. */
export const GET = withRoute(operations.getReviewableProduct, async ({ input, db, ctx }) =>
  ok(await getReviewableProduct(db, ctx, input.params)),
);

/** PUT /api/customer/reviews/{productId} — writes or rewrites the review of a bought product. */
export const PUT = withRoute(operations.saveReview, async ({ input, db, ctx }) =>
  ok(await saveReview(db, ctx, input.params, input.body), {
    message: translateKey(ctx.locale, 'reviews.saved'),
  }),
);

export * from '@/lib/server/http/unsupported-methods';

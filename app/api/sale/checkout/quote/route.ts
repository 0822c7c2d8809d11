import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { checkoutQuote } from '@/lib/server/services/checkout';

/** POST /api/sale/checkout/quote — shipping options and totals by payment method for the review. */
export const POST = withRoute(operations.quoteCheckout, async ({ input, db, ctx }) =>
  ok(await checkoutQuote(db, ctx, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';

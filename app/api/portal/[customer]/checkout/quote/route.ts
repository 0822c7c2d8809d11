import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { portalCheckoutQuote } from '@/lib/server/services/portal-checkout';

/** POST /api/portal/{customer}/checkout/quote — shipping and totals for a company's address. */
export const POST = withRoute(operations.quotePortalCheckout, async ({ input, db, ctx }) =>
  ok(await portalCheckoutQuote(db, ctx, input.params, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';

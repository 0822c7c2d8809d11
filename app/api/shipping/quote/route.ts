import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { quoteShipping } from '@/lib/server/services/shipping';

/** GET /api/shipping/quote — shipping methods for a CEP and a list of products. */
export const GET = withRoute(operations.quoteShipping, async ({ input, db, ctx }) =>
  ok(await quoteShipping(db, ctx, input.query)),
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { customerCheckoutResult } from '@/lib/server/services/checkout';

/**
 * GET /api/sale/checkout/{orderId} — the success page's order and charge, for its buyer only
 * (404 for anyone else's). The page polls it while a Pix or boleto awaits payment.
 */
export const GET = withRoute(operations.getCheckoutResult, async ({ input, db, ctx }) =>
  ok(await customerCheckoutResult(db, ctx, input.params.orderId)),
);

export * from '@/lib/server/http/unsupported-methods';

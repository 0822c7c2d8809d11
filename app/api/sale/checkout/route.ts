import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { placeOrder } from '@/lib/server/services/checkout';
import { idRequired } from '@/lib/server/http/methods';

/** POST /api/sale/checkout — the customer's cart becomes an order, paid by Pix, boleto or card. */
export const POST = withRoute(operations.placeOrder, async ({ input, db, ctx }) =>
  ok(await placeOrder(db, ctx, input.body)),
);

// Methods of the `/{id}` below this route, called without the id.
export const GET = idRequired;

export * from '@/lib/server/http/unsupported-methods';

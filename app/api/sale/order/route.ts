import { renderMessage } from '@/lib/i18n/messages';
import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { createCart } from '@/lib/server/services/cart';
import { idRequired } from '@/lib/server/http/methods';

/** POST /api/sale/order — a new cart with its first lines, priced on the server. */
export const POST = withRoute(operations.createCart, async ({ input, db, ctx }) => {
  const { order, message } = await createCart(db, ctx, input.body);
  return ok(order, {
    status: 201,
    message: message ? renderMessage(ctx.locale, message) : undefined,
  });
});

// Methods of the `/{id}` below this route, called without the id.
export const GET = idRequired;
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { renderMessage } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { changeCart, getCart, recordCartUtm } from '@/lib/server/services/cart';

/** GET /api/sale/order/{id} — the cart as it is now. */
export const GET = withRoute(operations.getCart, async ({ input, db, ctx }) =>
  ok(await getCart(db, ctx, { id: input.params.id })),
);

/** POST /api/sale/order/{id} — one change to the cart (lines, quantity, add-ons, kit, coupon). */
export const POST = withRoute(operations.changeCart, async ({ input, db, ctx }) => {
  const { order, message } = await changeCart(db, ctx, { id: input.params.id, change: input.body });
  return ok(order, { message: message ? renderMessage(ctx.locale, message) : undefined });
});

/** PUT /api/sale/order/{id} — the campaign that brought the shopper. */
export const PUT = withRoute(operations.recordCartUtm, async ({ input, db, ctx }) => {
  await recordCartUtm(db, ctx, { id: input.params.id, utm: input.body.utm });
  return ok(null, { message: renderMessage(ctx.locale, 'cart.utmRecorded') });
});

export * from '@/lib/server/http/unsupported-methods';

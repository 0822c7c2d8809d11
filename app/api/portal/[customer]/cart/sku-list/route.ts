import { operations } from '@/lib/contracts/operations';
import { renderMessage } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { addSkuListToCart } from '@/lib/server/services/portal-cart';
import { renderedProblems } from '../../rendered-problems';

/** POST /api/portal/{customer}/cart/sku-list — a SKU list into the portal buyer's cart. */
export const POST = withRoute(operations.addSkuListToCart, async ({ input, db, ctx }) => {
  const { order, message, problems } = await addSkuListToCart(db, ctx, input.params, input.body);
  return ok(
    { order, problems: renderedProblems(ctx.locale, problems) },
    { message: renderMessage(ctx.locale, message) },
  );
});

export * from '@/lib/server/http/unsupported-methods';

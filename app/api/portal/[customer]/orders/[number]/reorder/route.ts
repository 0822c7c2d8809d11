import { operations } from '@/lib/contracts/operations';
import { renderMessage } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { reorderPortalOrder } from '@/lib/server/services/portal-cart';
import { renderedProblems } from '../../../rendered-problems';

/** POST /api/portal/{customer}/orders/{number}/reorder — a past order's lines into the cart. */
export const POST = withRoute(operations.reorderPortalOrder, async ({ input, db, ctx }) => {
  const { order, message, problems } = await reorderPortalOrder(db, ctx, input.params, input.body);
  return ok(
    { order, problems: renderedProblems(ctx.locale, problems) },
    { message: renderMessage(ctx.locale, message) },
  );
});

export * from '@/lib/server/http/unsupported-methods';

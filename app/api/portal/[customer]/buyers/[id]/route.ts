import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { updatePortalBuyer } from '@/lib/server/services/portal-buyers';

/** PUT /api/portal/{customer}/buyers/{id} — changes, deactivates or reactivates a buyer. */
export const PUT = withRoute(operations.updatePortalBuyer, async ({ input, db, ctx }) =>
  ok(await updatePortalBuyer(db, ctx, input.params, input.body), {
    message: translateKey(ctx.locale, 'portal.buyerUpdated'),
  }),
);

export * from '@/lib/server/http/unsupported-methods';

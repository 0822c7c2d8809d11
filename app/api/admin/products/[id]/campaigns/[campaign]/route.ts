import { operations } from '@/lib/contracts/operations';
import { invalidate } from '@/lib/server/catalog-invalidation';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { cancelPriceCampaign } from '@/lib/server/services/price-campaigns';

/** DELETE /api/admin/products/{id}/campaigns/{campaign} — a campaign called off. */
export const DELETE = withBackOfficeRoute(
  operations.cancelPriceCampaign,
  async ({ input, db, ctx }) => {
    const { campaign, tags } = await cancelPriceCampaign(db, ctx, {
      productId: input.params.id,
      campaign: input.params.campaign,
    });
    invalidate(tags);
    return ok(campaign);
  },
);

export * from '@/lib/server/http/unsupported-methods';

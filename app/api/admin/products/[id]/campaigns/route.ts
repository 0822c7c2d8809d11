import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listPriceCampaigns, schedulePriceCampaign } from '@/lib/server/services/price-campaigns';

/** GET /api/admin/products/{id}/campaigns — the product's campaign prices. */
export const GET = withBackOfficeRoute(operations.listPriceCampaigns, async ({ input, db, ctx }) =>
  ok(await listPriceCampaigns(db, ctx, { productId: input.params.id })),
);

/** POST /api/admin/products/{id}/campaigns — a campaign price that goes on and off by itself. */
export const POST = withBackOfficeRoute(
  operations.schedulePriceCampaign,
  async ({ input, db, ctx }) =>
    ok(await schedulePriceCampaign(db, ctx, { productId: input.params.id, campaign: input.body })),
);

/** DELETE needs the item's id. */
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';

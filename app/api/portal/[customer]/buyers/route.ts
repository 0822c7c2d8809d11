import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { createPortalBuyer, listPortalBuyers } from '@/lib/server/services/portal-buyers';
import { idRequired } from '@/lib/server/http/methods';

/** GET /api/portal/{customer}/buyers — Compradores (the group administrator's only). */
export const GET = withRoute(operations.listPortalBuyers, async ({ input, db, ctx }) =>
  ok(await listPortalBuyers(db, ctx, { ...input.params, ...input.query })),
);

/** POST /api/portal/{customer}/buyers — adds a buyer to the group. */
export const POST = withRoute(operations.createPortalBuyer, async ({ input, db, ctx }) =>
  ok(await createPortalBuyer(db, ctx, input.params, input.body), {
    message: translateKey(ctx.locale, 'portal.buyerCreated'),
  }),
);

// Methods of the `/{id}` below this route, called without the id.
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';

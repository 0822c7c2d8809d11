import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listPortalOrders } from '@/lib/server/services/portal-orders';

/** GET /api/portal/{customer}/orders — the portal's Meus Pedidos (company's or own). */
export const GET = withRoute(operations.listPortalOrders, async ({ input, db, ctx }) =>
  ok(await listPortalOrders(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';

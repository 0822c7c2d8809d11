import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listCustomerOrders } from '@/lib/server/services/placed-orders';

/** GET /api/customer/orders — Meus pedidos. */
export const GET = withRoute(operations.listCustomerOrders, async ({ db, ctx }) =>
  ok(await listCustomerOrders(db, ctx)),
);

export * from '@/lib/server/http/unsupported-methods';

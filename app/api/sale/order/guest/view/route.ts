import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { lookUpGuestOrder } from '@/lib/server/services/placed-orders';

/** POST /api/sale/order/guest/view — an order by its number and the buyer's CPF/CNPJ. */
export const POST = withRoute(operations.viewGuestOrder, async ({ input, db, ctx, request }) =>
  ok(await lookUpGuestOrder(db, ctx, input.body, { address: clientAddress(request) })),
);

export * from '@/lib/server/http/unsupported-methods';

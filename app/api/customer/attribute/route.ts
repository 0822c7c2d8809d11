import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listCustomerAttributes } from '@/lib/server/services/attributes';

/** GET /api/customer/attribute — customer attributes (occupation, interests). */
export const GET = withRoute(operations.listCustomerAttributes, async ({ input, db, ctx }) =>
  ok(await listCustomerAttributes(db, ctx, { sortOrder: input.query.paginator?.sortOrder })),
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { addStoreOperator, listStoreOperators } from '@/lib/server/services/admin-operators';

/** GET /api/admin/operators — the store's team (owners only). */
export const GET = withBackOfficeRoute(operations.listStoreOperators, async ({ db, ctx }) =>
  ok(await listStoreOperators(db, ctx)),
);

/** POST /api/admin/operators — a new operator. */
export const POST = withBackOfficeRoute(operations.addStoreOperator, async ({ input, db, ctx }) =>
  ok(await addStoreOperator(db, ctx, input.body)),
);

/** PATCH needs the operator's id. */
export const PATCH = idRequired;

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { changeStoreOperator } from '@/lib/server/services/admin-operators';

/** PATCH /api/admin/operators/{id} — role, on or off, second factor again. */
export const PATCH = withBackOfficeRoute(
  operations.changeStoreOperator,
  async ({ input, db, ctx }) =>
    ok(await changeStoreOperator(db, ctx, { id: input.params.id, changes: input.body })),
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { cancelPageSchedule } from '@/lib/server/services/admin-pages';

/** DELETE /api/admin/pages/{id}/schedule — the scheduled publication is called off. */
export const DELETE = withBackOfficeRoute(
  operations.cancelPageSchedule,
  async ({ input, db, ctx }) => ok(await cancelPageSchedule(db, ctx, input.params.id)),
);

export * from '@/lib/server/http/unsupported-methods';

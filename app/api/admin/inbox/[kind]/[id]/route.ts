import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { changeInboxItem } from '@/lib/server/services/admin-inbox';

/** PATCH /api/admin/inbox/{kind}/{id} — handled or open again, and who has it. */
export const PATCH = withBackOfficeRoute(operations.changeInboxItem, async ({ input, db, ctx }) =>
  ok(await changeInboxItem(db, ctx, { ...input.params, changes: input.body })),
);

export * from '@/lib/server/http/unsupported-methods';

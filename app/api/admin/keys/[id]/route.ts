import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { revokeStoreApiKey } from '@/lib/server/services/admin-keys';

/** DELETE /api/admin/keys/{id} — revokes a key. */
export const DELETE = withBackOfficeRoute(
  operations.revokeStoreApiKey,
  async ({ input, db, ctx }) => ok(await revokeStoreApiKey(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';

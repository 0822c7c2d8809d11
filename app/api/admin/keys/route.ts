import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { issueStoreApiKey, listStoreApiKeys } from '@/lib/server/services/admin-keys';

/** GET /api/admin/keys — the store's API keys (owners). */
export const GET = withBackOfficeRoute(operations.listStoreApiKeys, async ({ db, ctx }) =>
  ok(await listStoreApiKeys(db, ctx)),
);

/** POST /api/admin/keys — a new key, its secret answered once. */
export const POST = withBackOfficeRoute(operations.issueStoreApiKey, async ({ input, db, ctx }) =>
  ok(await issueStoreApiKey(db, ctx, input.body)),
);

/** DELETE needs the item's id. */
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';

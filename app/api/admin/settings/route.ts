import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { changeStoreSettings, getStoreSettings } from '@/lib/server/services/admin-settings';

/** GET /api/admin/settings — the store's settings (owners). */
export const GET = withBackOfficeRoute(operations.getStoreSettings, async ({ db, ctx }) =>
  ok(await getStoreSettings(db, ctx)),
);

/** PATCH /api/admin/settings — changes them; the storefront follows from the next request. */
export const PATCH = withBackOfficeRoute(
  operations.changeStoreSettings,
  async ({ input, db, ctx }) => ok(await changeStoreSettings(db, ctx, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { addStoreDomain } from '@/lib/server/services/admin-settings';

/** POST /api/admin/settings/domains — a host name more for the store. */
export const POST = withBackOfficeRoute(operations.addStoreDomain, async ({ input, db, ctx }) =>
  ok(await addStoreDomain(db, ctx, input.body)),
);

/** DELETE names the domain. */
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';

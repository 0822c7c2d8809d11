import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { userGuide } from '@/lib/server/services/user-guide';

/** GET /api/customer/user-guide — manuals and drivers of the products the customer bought. */
export const GET = withRoute(operations.getUserGuide, async ({ db, ctx }) =>
  ok(await userGuide(db, ctx)),
);

export * from '@/lib/server/http/unsupported-methods';

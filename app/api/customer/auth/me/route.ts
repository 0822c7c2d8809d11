import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { currentCustomer } from '@/lib/server/services/customer-auth';

/** GET /api/customer/auth/me — silent re-login: the customer of the stored token (401 otherwise). */
export const GET = withRoute(operations.getCurrentCustomer, async ({ db, ctx }) =>
  ok(await currentCustomer(db, ctx)),
);

export * from '@/lib/server/http/unsupported-methods';

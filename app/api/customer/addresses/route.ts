import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { createAddress, listAddresses } from '@/lib/server/services/addresses';
import { translateKey } from '@/lib/i18n/messages';
import { idRequired } from '@/lib/server/http/methods';

/** GET /api/customer/addresses — Meus endereços: the customer's own addresses. */
export const GET = withRoute(operations.listAddresses, async ({ db, ctx }) =>
  ok(await listAddresses(db, ctx)),
);

/** POST /api/customer/addresses — a new address of the customer. */
export const POST = withRoute(operations.createAddress, async ({ input, db, ctx }) =>
  ok(await createAddress(db, ctx, input.body), {
    message: translateKey(ctx.locale, 'addresses.created'),
  }),
);

// Methods of the `/{id}` below this route, called without the id.
export const PUT = idRequired;
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';

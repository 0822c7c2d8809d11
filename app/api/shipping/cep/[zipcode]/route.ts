import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { lookupCep } from '@/lib/server/services/cep';

/** GET /api/shipping/cep/{zipcode} — the address a CEP names, to fill a new address. */
export const GET = withRoute(operations.lookupCep, async ({ input, db, ctx }) =>
  ok(await lookupCep(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';

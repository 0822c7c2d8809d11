import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { eraseInboxPerson } from '@/lib/server/services/inbox-erasure';

/** POST /api/admin/inbox/erase — a person's data erased on their request (LGPD). */
export const POST = withBackOfficeRoute(operations.eraseInboxPerson, async ({ input, db, ctx }) =>
  ok(await eraseInboxPerson(db, ctx, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';

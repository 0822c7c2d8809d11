import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { getContactForm } from '@/lib/server/services/contact';

/** GET /api/contactform/{id} — a contact form of this store, by id or key. */
export const GET = withRoute(operations.getContactForm, async ({ input, db, ctx }) =>
  ok(await getContactForm(db, ctx, input.params.id)),
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { deleteAdminContactForm, saveAdminContactForm } from '@/lib/server/services/admin-forms';

/** PUT /api/admin/forms/{id} — saves a contact form. */
export const PUT = withBackOfficeRoute(
  operations.updateAdminContactForm,
  async ({ input, db, ctx }) =>
    ok(await saveAdminContactForm(db, ctx, { id: input.params.id, form: input.body })),
);

/** DELETE /api/admin/forms/{id} — deletes a contact form without messages. */
export const DELETE = withBackOfficeRoute(
  operations.deleteAdminContactForm,
  async ({ input, db, ctx }) => ok(await deleteAdminContactForm(db, ctx, { id: input.params.id })),
);

export * from '@/lib/server/http/unsupported-methods';

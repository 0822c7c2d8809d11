import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAdminContactForms, saveAdminContactForm } from '@/lib/server/services/admin-forms';

/** GET /api/admin/forms — the store's contact forms. */
export const GET = withBackOfficeRoute(operations.listAdminContactForms, async ({ db, ctx }) =>
  ok(await listAdminContactForms(db, ctx)),
);

/** POST /api/admin/forms — a new contact form. */
export const POST = withBackOfficeRoute(
  operations.createAdminContactForm,
  async ({ input, db, ctx }) => ok(await saveAdminContactForm(db, ctx, { form: input.body })),
);

/** PUT and DELETE need the form's id. */
export const PUT = idRequired;
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';

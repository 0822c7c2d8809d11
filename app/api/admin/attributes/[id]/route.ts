import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { saveAdminAttribute } from '@/lib/server/services/admin-attributes';

/** PUT /api/admin/attributes/{id} — saves an attribute and its options. */
export const PUT = withBackOfficeRoute(
  operations.updateAdminAttribute,
  async ({ input, db, ctx }) =>
    ok(await saveAdminAttribute(db, ctx, { id: input.params.id, attribute: input.body })),
);

export * from '@/lib/server/http/unsupported-methods';

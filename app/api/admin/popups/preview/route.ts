import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { previewPopup } from '@/lib/server/services/admin-popups';

/** POST /api/admin/popups/preview — a pop-up's texts as a shopper would get them. */
export const POST = withBackOfficeRoute(operations.previewAdminPopup, async ({ input, ctx }) =>
  ok(previewPopup(ctx, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';

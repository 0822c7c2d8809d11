import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { updatePortalCompany } from '@/lib/server/services/portal-companies';

/** PUT /api/portal/{customer}/companies/{id} — changes a company of the group. */
export const PUT = withRoute(operations.updatePortalCompany, async ({ input, db, ctx }) =>
  ok(await updatePortalCompany(db, ctx, input.params, input.body), {
    message: translateKey(ctx.locale, 'portal.companyUpdated'),
  }),
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { createPortalCompany, listPortalCompanies } from '@/lib/server/services/portal-companies';
import { idRequired } from '@/lib/server/http/methods';

/** GET /api/portal/{customer}/companies — Empresas (the group administrator's only). */
export const GET = withRoute(operations.listPortalCompanies, async ({ input, db, ctx }) =>
  ok(await listPortalCompanies(db, ctx, input.params)),
);

/** POST /api/portal/{customer}/companies — adds a company to the group. */
export const POST = withRoute(operations.createPortalCompany, async ({ input, db, ctx }) =>
  ok(await createPortalCompany(db, ctx, input.params, input.body), {
    message: translateKey(ctx.locale, 'portal.companyCreated'),
  }),
);

// Methods of the `/{id}` below this route, called without the id.
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';

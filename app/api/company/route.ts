import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { getCompanyByDomain } from '@/lib/server/services/company';

/** GET /api/company?domain= — the store of a domain (the request's host by default), as content[0]. */
export const GET = withRoute(operations.getCompany, async ({ input, db, request }) => {
  const domain = input.query.domain ?? request.headers.get('host') ?? '';
  return ok([await getCompanyByDomain(db, { domain })]);
});

export * from '@/lib/server/http/unsupported-methods';

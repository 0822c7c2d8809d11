import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listAttributes } from '@/lib/server/services/attributes';

/** GET /api/catalog/attribute — product attributes and options for the menu filters. */
export const GET = withRoute(operations.listAttributes, async ({ input, db, ctx }) =>
  ok(await listAttributes(db, ctx, { sortOrder: input.query.paginator?.sortOrder })),
);

export * from '@/lib/server/http/unsupported-methods';

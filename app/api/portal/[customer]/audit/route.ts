import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listPortalAudit } from '@/lib/server/services/portal-audit';

/** GET /api/portal/{customer}/audit — the administration's last changes (administrator only). */
export const GET = withRoute(operations.listPortalAudit, async ({ input, db, ctx }) =>
  ok(await listPortalAudit(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAuditLog } from '@/lib/server/services/admin-audit';

/** GET /api/admin/audit — who changed what and when (owners). */
export const GET = withBackOfficeRoute(operations.listAuditLog, async ({ input, db, ctx }) =>
  ok(await listAuditLog(db, ctx, input.query)),
);

export * from '@/lib/server/http/unsupported-methods';

import 'server-only';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/lib/contracts/back-office';
import type { AuditEntry, AuditList, AuditListQuery } from '@/lib/contracts/back-office-audit';
import type { Db } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { auditLog, type AuditValue } from '@/lib/server/db/schema';
import { requireArea, type BackOfficeContext } from './back-office';

/** A change's fields, each as it was and as it became (a record created has no 'before'). */
function changesOf(before: AuditValue | null, after: AuditValue | null): AuditEntry['changes'] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].map((field) => ({
    field,
    before: before?.[field] ?? null,
    after: after?.[field] ?? null,
  }));
}

/**
 * GET /admin/audit: who changed what and when in the store's back-office, newest first, 25 a
 * page; by record kind, record and who. The owners' area (it shows every area's changes).
 */
export async function listAuditLog(
  db: Db,
  ctx: BackOfficeContext,
  query: AuditListQuery,
): Promise<AuditList> {
  requireArea(ctx, 'operators');
  const where = and(
    ...([
      eq(auditLog.tenantId, ctx.tenantId),
      query.entity ? eq(auditLog.entity, query.entity) : undefined,
      query.record ? eq(auditLog.entityId, query.record) : undefined,
      query.who ? ilike(auditLog.actorLabel, containing(query.who)) : undefined,
    ].filter(Boolean) as SQL[]),
  );
  const page = query.page ?? 1;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      who: row.actorLabel,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: changesOf(row.before, row.after),
    })),
    total: count?.total ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

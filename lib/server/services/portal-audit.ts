import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import type { PortalAuditEntry } from '@/lib/contracts/portal';
import type { Db } from '@/lib/server/db/client';
import { customers, portalAuditLog } from '@/lib/server/db/schema';
import type { ServiceContext } from './context';
import { requirePortal, type Portal } from './portal';

/*
 * The portal's administration log (issue 8): every change of Compradores and Empresas, with who
 * made it and when, readable by the group administrator.
 */

export type AuditAction =
  | 'buyer.created'
  | 'buyer.updated'
  | 'buyer.deactivated'
  | 'buyer.reactivated'
  | 'company.created'
  | 'company.updated';

export async function audit(
  db: Db,
  ctx: ServiceContext,
  portal: Portal,
  actorId: number,
  action: AuditAction,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(portalAuditLog).values({
    tenantId: ctx.tenantId,
    groupId: portal.id,
    actorCustomerId: actorId,
    action,
    details,
  });
}

/** What changed between two records, by field: `{ field: [before, after] }`. */
export function changes<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after))
    // Deep, not by JSON text: jsonb gives an address's keys back in its own order.
    if (!isDeepStrictEqual(before[key], after[key])) changed[key] = [before[key], after[key]];
  return changed;
}

/** The group's last changes, newest first: who, when, what. */
export async function listPortalAudit(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
  limit = 100,
): Promise<PortalAuditEntry[]> {
  const { portal } = await requirePortal(db, ctx, { ...input, page: 'admin-buyers' });
  const rows = await db
    .select({
      id: portalAuditLog.id,
      at: portalAuditLog.createdAt,
      actor: customers.name,
      action: portalAuditLog.action,
      details: portalAuditLog.details,
    })
    .from(portalAuditLog)
    .leftJoin(customers, eq(customers.id, portalAuditLog.actorCustomerId))
    .where(and(eq(portalAuditLog.tenantId, ctx.tenantId), eq(portalAuditLog.groupId, portal.id)))
    .orderBy(desc(portalAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

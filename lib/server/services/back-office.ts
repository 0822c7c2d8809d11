import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { roleOpens, type ApiKeyScope, type BackOfficeArea } from '@/lib/domain/back-office';
import type { Db } from '@/lib/server/db/client';
import { auditLog, type AuditValue } from '@/lib/server/db/schema';
import { NotFoundError, UnauthorizedError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';
import type { SessionOperator } from './operator-auth';

/**
 * Who makes a back-office call: an operator logged in at the store's /admin, or a store API key
 * (an ERP) with its scopes. Both go through the same services and the same checks.
 */
export type BackOfficeActor =
  | { kind: 'operator'; operator: SessionOperator }
  | { kind: 'key'; keyId: number; name: string; scopes: readonly ApiKeyScope[] };

export type BackOfficeContext = ServiceContext & { actor: BackOfficeActor | null };

export const actorOpens = (actor: BackOfficeActor, area: BackOfficeArea): boolean =>
  actor.kind === 'operator'
    ? roleOpens(actor.operator.role, area)
    : (actor.scopes as readonly BackOfficeArea[]).includes(area);

/**
 * The caller, when it may work in `area`: nobody is 401 (the login), anyone else 404, so a
 * catalog operator cannot even learn that an order exists (issue 28's role matrix).
 */
export function requireArea(ctx: BackOfficeContext, area: BackOfficeArea): BackOfficeActor {
  if (!ctx.actor) throw new UnauthorizedError('backOffice.sessionRequired');
  if (!actorOpens(ctx.actor, area)) throw new NotFoundError('backOffice.notFound');
  return ctx.actor;
}

/** How an order's history names the actor: 'staff:{e-mail}' or, for a key, 'operator:{name}'. */
export const historyActor = (actor: BackOfficeActor): string =>
  actor.kind === 'operator' ? `staff:${actor.operator.email}` : `operator:${actor.name}`;

/**
 * An audit row of a back-office change, in the change's transaction: who, what, and the fields
 * that changed as they were and as they are (unchanged fields are left out of both).
 */
export async function recordAudit(
  tx: Db,
  ctx: { tenantId: number; actor: BackOfficeActor },
  entry: {
    action: string;
    entity: string;
    entityId: string | number;
    before: AuditValue | null;
    after: AuditValue | null;
  },
): Promise<void> {
  const { before, after } = changedFields(entry.before, entry.after);
  await tx.insert(auditLog).values({
    tenantId: ctx.tenantId,
    actor:
      ctx.actor.kind === 'operator'
        ? `operator:${ctx.actor.operator.id}`
        : `key:${ctx.actor.keyId}`,
    actorLabel: ctx.actor.kind === 'operator' ? ctx.actor.operator.email : ctx.actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before,
    after,
  });
}

/** Only what differs between the two records (a created or removed record is kept whole). */
export function changedFields(
  before: AuditValue | null,
  after: AuditValue | null,
): { before: AuditValue | null; after: AuditValue | null } {
  if (!before || !after) return { before, after };
  const was: AuditValue = {};
  const is: AuditValue = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (!isDeepStrictEqual(before[key], after[key])) {
      was[key] = before[key] ?? null;
      is[key] = after[key] ?? null;
    }
  return { before: was, after: is };
}

import 'server-only';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type {
  OperatorChangeBody,
  OperatorCreateBody,
  StoreOperatorView,
} from '@/lib/contracts/back-office-operators';
import type { Db } from '@/lib/server/db/client';
import { operators, operatorSessions } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { createOperator } from './operator-auth';
import { normalizeEmail } from './customer-auth';

const columns = {
  id: operators.id,
  name: operators.name,
  email: operators.email,
  role: operators.role,
  active: operators.active,
  totpSecret: operators.totpSecret,
  lastLoginAt: operators.lastLoginAt,
};

type Row = { [K in keyof typeof columns]: (typeof operators.$inferSelect)[K] };

const toView = ({ totpSecret, lastLoginAt, ...row }: Row): StoreOperatorView => ({
  ...row,
  totpEnabled: totpSecret !== null,
  lastLoginAt: lastLoginAt?.toISOString() ?? null,
});

/** GET /admin/operators: the store's team, the owner's area only. */
export async function listStoreOperators(
  db: Db,
  ctx: BackOfficeContext,
): Promise<StoreOperatorView[]> {
  requireArea(ctx, 'operators');
  const rows = await db
    .select(columns)
    .from(operators)
    .where(eq(operators.tenantId, ctx.tenantId))
    .orderBy(asc(operators.name), asc(operators.id));
  return rows.map(toView);
}

/** POST /admin/operators: a new operator of the store (422 on an e-mail the team has). */
export async function addStoreOperator(
  db: Db,
  ctx: BackOfficeContext,
  input: OperatorCreateBody,
): Promise<StoreOperatorView> {
  const actor = requireArea(ctx, 'operators');
  const email = normalizeEmail(input.email);
  const [taken] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.tenantId, ctx.tenantId), eq(operators.email, email)));
  if (taken)
    throw new ValidationError('errors.validation', { email: ['backOffice.operators.emailTaken'] });
  const id = await createOperator(db, { tenantId: ctx.tenantId, ...input, email });
  const [row] = await db.select(columns).from(operators).where(eq(operators.id, id));
  await recordAudit(
    db,
    { tenantId: ctx.tenantId, actor },
    {
      action: 'operator.create',
      entity: 'operator',
      entityId: id,
      before: null,
      after: { name: row!.name, email: row!.email, role: row!.role },
    },
  );
  return toView(row!);
}

/**
 * PATCH /admin/operators/{id}: another role (from their next request), on or off (off ends their
 * sessions at once), or their second factor to enroll again at the next login (their sessions
 * end too). The store
 * always keeps an active owner: a change that would leave none is refused.
 */
export async function changeStoreOperator(
  db: Db,
  ctx: BackOfficeContext,
  input: { id: number; changes: OperatorChangeBody },
): Promise<StoreOperatorView> {
  const actor = requireArea(ctx, 'operators');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(operators)
      .where(and(eq(operators.tenantId, ctx.tenantId), eq(operators.id, input.id)))
      .for('update');
    if (!before) throw new NotFoundError('backOffice.operators.notFound');
    const { role, active, resetTotp } = input.changes;
    const losesOwner =
      before.role === 'owner' && before.active && ((role && role !== 'owner') || active === false);
    if (losesOwner) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(operators)
        .where(
          and(
            eq(operators.tenantId, ctx.tenantId),
            eq(operators.role, 'owner'),
            eq(operators.active, true),
            ne(operators.id, before.id),
          ),
        );
      if ((others?.n ?? 0) === 0)
        throw new ValidationError('errors.validation', {
          [active === false ? 'active' : 'role']: ['backOffice.operators.lastOwner'],
        });
    }
    const [after] = await tx
      .update(operators)
      .set({
        ...(role ? { role } : {}),
        ...(active === undefined ? {} : { active }),
        ...(resetTotp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
      })
      .where(eq(operators.id, before.id))
      .returning(columns);
    // A role applies at the next request by itself (sessions read it); being switched off or
    // losing the second factor ends the sessions now.
    if (active === false || resetTotp)
      await tx
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(operatorSessions.operatorId, before.id), isNull(operatorSessions.revokedAt)));
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'operator.update',
        entity: 'operator',
        entityId: before.id,
        before: {
          role: before.role,
          active: before.active,
          totpEnabled: before.totpSecret !== null,
        },
        after: {
          role: after!.role,
          active: after!.active,
          totpEnabled: after!.totpSecret !== null,
        },
      },
    );
    return toView(after!);
  });
}

import 'server-only';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containing } from '@/lib/server/db/like';
import type {
  PortalBuyer,
  PortalBuyerCreateBody,
  PortalBuyerUpdateBody,
} from '@/lib/contracts/portal';
import { normalizeDocument } from '@/lib/domain/documents';

import { hashPassword } from '@/lib/server/auth/password';
import { revokeCustomerSessions } from '@/lib/server/auth/session';
import type { Db } from '@/lib/server/db/client';
import { customers } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';
import { assertNotTaken, normalizeEmail, writingIdentity } from './customer-auth';
import { requirePortal, type Portal } from './portal';
import { audit, changes, type AuditAction } from './portal-audit';

/*
 * Compradores (issue 8): the group administrator's only, decided by requirePortal for every call
 * (anyone else gets the portal's 404, nobody logged in 401); every change goes to the audit log.
 */

const buyerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  document: customers.document,
  phone: customers.phone,
  active: customers.active,
};
type BuyerRow = Omit<PortalBuyer, 'isAdmin'>;

const toBuyer = (portal: Portal, row: BuyerRow): PortalBuyer => ({
  ...row,
  isAdmin: row.id === portal.adminCustomerId,
});

const ofGroup = (ctx: ServiceContext, portal: Portal): SQL =>
  and(eq(customers.tenantId, ctx.tenantId), eq(customers.portalGroupId, portal.id))!;

/** Compradores: the group's buyers by name, a search over name, e-mail and CPF. */
export async function listPortalBuyers(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; search?: string },
): Promise<PortalBuyer[]> {
  const { portal } = await requirePortal(db, ctx, {
    customer: input.customer,
    page: 'admin-buyers',
  });
  const term = input.search?.trim();
  const like = term ? containing(term) : null;
  const digits = term ? normalizeDocument(term) : '';
  const rows = await db
    .select(buyerColumns)
    .from(customers)
    .where(
      and(
        ofGroup(ctx, portal),
        like
          ? or(
              ilike(customers.name, like),
              ilike(customers.email, like),
              ...(/^\d{3,}$/.test(digits) ? [ilike(customers.document, `%${digits}%`)] : []),
            )
          : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(customers.id));
  return rows.map((row) => toBuyer(portal, row));
}

/** A buyer of the group, locked until the transaction ends (two edits at once go one by one). */
async function findBuyer(
  tx: Db,
  ctx: ServiceContext,
  portal: Portal,
  id: number,
): Promise<BuyerRow> {
  const [row] = await tx
    .select(buyerColumns)
    .from(customers)
    .where(and(ofGroup(ctx, portal), eq(customers.id, id)))
    .for('update');
  if (!row) throw new NotFoundError('portal.buyerNotFound');
  return row;
}

/** Adds a buyer to the group: a customer of the store who logs in with this e-mail or CPF. */
export async function createPortalBuyer(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
  body: PortalBuyerCreateBody,
): Promise<PortalBuyer> {
  const { portal, buyer: admin } = await requirePortal(db, ctx, {
    customer: input.customer,
    page: 'admin-buyers',
  });
  const email = normalizeEmail(body.email);
  const document = normalizeDocument(body.document);
  await assertNotTaken(db, ctx, { email, document });
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [row] = await writingIdentity(() =>
      tx
        .insert(customers)
        .values({
          tenantId: ctx.tenantId,
          name: body.name,
          email,
          document,
          phone: body.phone,
          passwordHash,
          portalGroupId: portal.id,
        })
        .returning(buyerColumns),
    );
    await audit(tx, ctx, portal, admin.id, 'buyer.created', {
      buyerId: row!.id,
      name: row!.name,
      email,
    });
    return toBuyer(portal, row!);
  });
}

/**
 * Changes a buyer's data, and deactivates (`active: false`, their sessions end at once) or
 * reactivates them. The administrator cannot deactivate themselves: the group would have nobody
 * to administer it.
 */
export async function updatePortalBuyer(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; id: number },
  body: PortalBuyerUpdateBody,
): Promise<PortalBuyer> {
  const { portal, buyer: admin } = await requirePortal(db, ctx, {
    customer: input.customer,
    page: 'admin-buyers',
  });
  const email = normalizeEmail(body.email);
  const document = normalizeDocument(body.document);
  return db.transaction(async (tx) => {
    const before = await findBuyer(tx, ctx, portal, input.id);
    await assertNotTaken(tx, ctx, { email, document }, before.id);
    // `active` changes only when the form sends it: an edit of the name leaves it as it is now.
    const active = body.active ?? before.active;
    if (!active && before.id === portal.adminCustomerId)
      throw new ValidationError('errors.validation', {
        active: ['portal.adminStaysActive'],
      });
    const after = {
      name: body.name,
      email,
      document,
      phone: body.phone,
      ...(body.active === undefined ? {} : { active }),
    };
    const [row] = await writingIdentity(() =>
      tx
        .update(customers)
        .set(after)
        .where(and(ofGroup(ctx, portal), eq(customers.id, before.id)))
        .returning(buyerColumns),
    );
    if (before.active && !active) await revokeCustomerSessions(tx, before.id, new Date());
    const changed = changes(before, { ...before, ...after });
    const action: AuditAction =
      before.active === active
        ? 'buyer.updated'
        : active
          ? 'buyer.reactivated'
          : 'buyer.deactivated';
    if (Object.keys(changed).length > 0)
      await audit(tx, ctx, portal, admin.id, action, { buyerId: before.id, changes: changed });
    return toBuyer(portal, row!);
  });
}

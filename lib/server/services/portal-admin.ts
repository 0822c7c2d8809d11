import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  PortalAuditEntry,
  PortalBuyer,
  PortalBuyerCreateBody,
  PortalBuyerUpdateBody,
  PortalCompany,
  PortalCompanyBody,
} from '@/lib/contracts/portal';
import { normalizeDocument } from '@/lib/domain/documents';
import { translateKey } from '@/lib/i18n/messages';
import { hashPassword } from '@/lib/server/auth/password';
import { revokeCustomerSessions } from '@/lib/server/auth/session';
import type { Db } from '@/lib/server/db/client';
import { customers, portalAuditLog, portalCompanies } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';
import { assertNotTaken, normalizeEmail, writingIdentity } from './customer-auth';
import { requirePortal, type Portal } from './portal';

/*
 * The portal's administration (issue 8: Compradores and Empresas): the group administrator's
 * only, decided by requirePortal for every call (anyone else gets the portal's 404, nobody logged
 * in 401), and every change recorded in the group's audit log with who made it.
 */

type AuditAction =
  | 'buyer.created'
  | 'buyer.updated'
  | 'buyer.deactivated'
  | 'buyer.reactivated'
  | 'company.created'
  | 'company.updated';

async function audit(
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
function changes<T extends Record<string, unknown>>(before: T, after: T): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after))
    // Deep, not by JSON text: jsonb gives an address's keys back in its own order.
    if (!isDeepStrictEqual(before[key], after[key])) changed[key] = [before[key], after[key]];
  return changed;
}

// ---- Compradores

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
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
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
  if (!row) throw new NotFoundError(translateKey(ctx.locale, 'portal.buyerNotFound'));
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
    const [row] = await writingIdentity(ctx, () =>
      tx
        .insert(customers)
        .values({
          tenantId: ctx.tenantId,
          name: body.name,
          email,
          document,
          phone: body.phone.replace(/\D/g, ''),
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
      throw new ValidationError(translateKey(ctx.locale, 'errors.validation'), {
        active: [translateKey(ctx.locale, 'portal.adminStaysActive')],
      });
    const after = {
      name: body.name,
      email,
      document,
      phone: body.phone.replace(/\D/g, ''),
      ...(body.active === undefined ? {} : { active }),
    };
    const [row] = await writingIdentity(ctx, () =>
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

// ---- Empresas

const companyColumns = {
  id: portalCompanies.id,
  name: portalCompanies.name,
  cnpj: portalCompanies.cnpj,
  stateRegistration: portalCompanies.stateRegistration,
  addresses: portalCompanies.addresses,
};
type CompanyRow = Omit<PortalCompany, 'stateRegistration'> & { stateRegistration: string | null };

const toCompany = (row: CompanyRow): PortalCompany => ({
  ...row,
  stateRegistration: row.stateRegistration ?? '',
});

const companiesOf = (ctx: ServiceContext, portal: Portal): SQL =>
  and(eq(portalCompanies.tenantId, ctx.tenantId), eq(portalCompanies.groupId, portal.id))!;

const storedCompany = (body: PortalCompanyBody) => ({
  name: body.name,
  cnpj: normalizeDocument(body.cnpj),
  stateRegistration: body.stateRegistration || null,
  addresses: body.addresses,
});

/** Empresas: the group's companies by name. */
export async function listPortalCompanies(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
): Promise<PortalCompany[]> {
  const { portal } = await requirePortal(db, ctx, { ...input, page: 'admin-companies' });
  const rows = await db
    .select(companyColumns)
    .from(portalCompanies)
    .where(companiesOf(ctx, portal))
    .orderBy(asc(portalCompanies.name), asc(portalCompanies.id));
  return rows.map(toCompany);
}

export async function createPortalCompany(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
  body: PortalCompanyBody,
): Promise<PortalCompany> {
  const { portal, buyer: admin } = await requirePortal(db, ctx, {
    ...input,
    page: 'admin-companies',
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(portalCompanies)
      .values({ tenantId: ctx.tenantId, groupId: portal.id, ...storedCompany(body) })
      .returning(companyColumns);
    await audit(tx, ctx, portal, admin.id, 'company.created', {
      companyId: row!.id,
      name: row!.name,
      cnpj: row!.cnpj,
    });
    return toCompany(row!);
  });
}

export async function updatePortalCompany(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; id: number },
  body: PortalCompanyBody,
): Promise<PortalCompany> {
  const { portal, buyer: admin } = await requirePortal(db, ctx, {
    customer: input.customer,
    page: 'admin-companies',
  });
  const after = storedCompany(body);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(companyColumns)
      .from(portalCompanies)
      .where(and(companiesOf(ctx, portal), eq(portalCompanies.id, input.id)))
      .for('update');
    if (!before) throw new NotFoundError(translateKey(ctx.locale, 'portal.companyNotFound'));
    const [row] = await tx
      .update(portalCompanies)
      .set(after)
      .where(and(companiesOf(ctx, portal), eq(portalCompanies.id, before.id)))
      .returning(companyColumns);
    const changed = changes(before, { ...before, ...after });
    if (Object.keys(changed).length > 0)
      await audit(tx, ctx, portal, admin.id, 'company.updated', {
        companyId: before.id,
        changes: changed,
      });
    return toCompany(row!);
  });
}

// ---- Audit

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

import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PortalCompany, PortalCompanyBody } from '@/lib/contracts/portal';
import { normalizeDocument } from '@/lib/domain/documents';

import type { Db } from '@/lib/server/db/client';
import { portalCompanies } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';
import { requirePortal, type Portal } from './portal';
import { audit, changes } from './portal-audit';

/*
 * Empresas (issue 8): the group's companies. Their administration is the group administrator's
 * only (requirePortal, the audit log); every buyer reads them to choose where an order goes.
 */

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

/**
 * The group's companies by name: Empresas (`admin-companies`, the administrator's) and the
 * checkout's choice of where an order goes (`checkout`, every buyer's).
 */
export async function listPortalCompanies(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
  page: 'admin-companies' | 'checkout' = 'admin-companies',
): Promise<PortalCompany[]> {
  const { portal } = await requirePortal(db, ctx, { ...input, page });
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
    if (!before) throw new NotFoundError('portal.companyNotFound');
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

/** A company of the group by id, or null; the caller has decided the portal access. */
export async function findPortalCompany(
  db: Db,
  ctx: ServiceContext,
  portal: Portal,
  id: number,
): Promise<PortalCompany | null> {
  const [row] = await db
    .select(companyColumns)
    .from(portalCompanies)
    .where(and(companiesOf(ctx, portal), eq(portalCompanies.id, id)));
  return row ? toCompany(row) : null;
}

import 'server-only';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { PortalOrderDetail, PortalOrderSummary } from '@/lib/contracts/portal';
import { portalOrdersScope } from '@/lib/domain/portal';

import type { Db } from '@/lib/server/db/client';
import { customers, orders, portalCompanies } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';
import {
  orderPayment,
  orderSummaryColumns,
  placedOrderId,
  placedOrderView,
  toOrderSummary,
} from './placed-orders';
import { requirePortal } from './portal';

const portalColumns = {
  buyer: customers.name,
  company: portalCompanies.name,
  purchaseOrder: orders.purchaseOrderNumber,
  costCentre: orders.costCentre,
};

/** The orders a portal user may see (lib/domain/portal.ts): the company's, or their own. */
async function scope(
  db: Db,
  ctx: ServiceContext,
  customer: string,
  page: 'orders' | 'order',
): Promise<SQL> {
  const { portal, role, buyer } = await requirePortal(db, ctx, { customer, page });
  return and(
    eq(orders.tenantId, ctx.tenantId),
    eq(orders.portalGroupId, portal.id),
    portalOrdersScope(role) === 'own' ? eq(orders.customerId, buyer.id) : undefined,
  )!;
}

/** The portal's Meus Pedidos, newest first, with who bought and for which company. */
export async function listPortalOrders(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
): Promise<PortalOrderSummary[]> {
  const where = await scope(db, ctx, input.customer, 'orders');
  const rows = await db
    .select({ ...orderSummaryColumns, ...portalColumns })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(portalCompanies, eq(portalCompanies.id, orders.portalCompanyId))
    .where(and(where, ne(orders.status, 'new')))
    .orderBy(desc(orders.number));
  return rows.map((row) => ({
    ...toOrderSummary(row),
    buyer: row.buyer,
    company: row.company,
    purchaseOrder: row.purchaseOrder,
    costCentre: row.costCentre,
  }));
}

/** One order of the portal within the caller's scope; any other is 'Pedido não encontrado!'. */
export async function getPortalOrder(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; number: number },
): Promise<PortalOrderDetail> {
  const id = await portalOrderId(db, ctx, input);
  const [[extra], order, payment] = await Promise.all([
    db
      .select(portalColumns)
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(portalCompanies, eq(portalCompanies.id, orders.portalCompanyId))
      .where(eq(orders.id, id)),
    placedOrderView(db, ctx.tenantId, id),
    orderPayment(db, ctx, id),
  ]);
  return { ...order, payment, ...extra! };
}

/** The id of a placed order of the portal within the caller's scope; else 'Pedido não encontrado!'. */
export async function portalOrderId(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; number: number },
): Promise<string> {
  const where = await scope(db, ctx, input.customer, 'order');
  const id = await placedOrderId(db, ctx.tenantId, input.number, where);
  if (!id) throw new NotFoundError('orders.notFound');
  return id;
}

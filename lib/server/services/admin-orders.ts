import 'server-only';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  orderShipping,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListQuery,
  type AdminOrderRow,
} from '@/lib/contracts/back-office';
import { normalizeDocument } from '@/lib/domain/documents';
import { toReais } from '@/lib/domain/money';
import {
  methodsOfGroup,
  nextOrderStatus,
  OPERATOR_ORDER_ACTIONS,
  paymentMethodGroup,
  type OperatorOrderAction,
} from '@/lib/domain/order-status';
import { renderMessage, type MessageKey } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import { customers, orders, paymentTransactions, portalCompanies } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/server/http/errors';
import { historyActor, recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { changeOrderStatus } from './order-lifecycle';
import { refundCharge } from './order-refunds';
import { operatorOrderView } from './operator-order-view';
import { placedOrderId, placedOrderView } from './placed-orders';

/** When the order was placed (a cart's creation before that), on São Paulo's calendar. */
const placedAt = sql`coalesce(${orders.placedAt}, ${orders.createdAt})`;
const placedDay = sql`(timezone('America/Sao_Paulo', ${placedAt}))::date`;
const customerName = sql<
  string | null
>`coalesce(${customers.name}, ${orders.shippingAddress}->>'name')`;

const SORT_COLUMNS = {
  number: orders.number,
  placedAt,
  total: orders.totalFinalCents,
  status: orders.status,
  customer: customerName,
} as const;

/** The list's conditions: every filter of the query, all of them at once. */
function listConditions(ctx: BackOfficeContext, query: AdminOrderListQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(orders.tenantId, ctx.tenantId),
    ne(orders.status, 'new'),
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? sql`${placedDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${placedDay} <= ${query.to}::date` : undefined,
    query.method ? inArray(orders.transactionMethod, methodsOfGroup(query.method)) : undefined,
    query.channel === 'store' ? isNull(orders.portalGroupId) : undefined,
    query.channel === 'portal' ? isNotNull(orders.portalGroupId) : undefined,
    query.company ? eq(orders.portalCompanyId, query.company) : undefined,
  ];
  const term = query.q?.trim();
  if (term) {
    const digits = normalizeDocument(term);
    const like = containing(term);
    conditions.push(
      or(
        ilike(customerName, like),
        ilike(orders.customerEmail, like),
        ...(/^\d+$/.test(term) && Number(term) <= 2_147_483_647
          ? [eq(orders.number, Number(term))]
          : []),
        ...(/^\d{3,}$/.test(digits) ? [ilike(orders.customerDocument, `%${digits}%`)] : []),
      ),
    );
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

function listSelect(db: Db) {
  return db
    .select({
      number: orders.number,
      placedAt,
      status: orders.status,
      customerName,
      customerEmail: orders.customerEmail,
      customerDocument: orders.customerDocument,
      method: orders.transactionMethod,
      company: portalCompanies.name,
      portalGroupId: orders.portalGroupId,
      totalFinalCents: orders.totalFinalCents,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(portalCompanies, eq(portalCompanies.id, orders.portalCompanyId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

function toRow(ctx: BackOfficeContext, row: ListRow): AdminOrderRow {
  const group = paymentMethodGroup(row.method);
  return {
    number: row.number,
    placedAt: new Date(row.placedAt as string | Date).toISOString(),
    status: row.status,
    statusLabel: renderMessage(ctx.locale, `orders.status.${row.status}`),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerDocument: row.customerDocument,
    method: group,
    methodLabel: group && renderMessage(ctx.locale, `orders.method.${group}`),
    channel: channelOf(ctx, row.company, row.portalGroupId),
    totalFinal: toReais(row.totalFinalCents),
  };
}

const channelOf = (ctx: BackOfficeContext, company: string | null, group: number | null) =>
  company ??
  renderMessage(ctx.locale, group ? 'backOffice.channelPortal' : 'backOffice.channelStore');

/**
 * GET /admin/orders: the store's placed orders, filtered, sorted (newest first by default) and
 * paged on the server; the orders area's (owner, orders operator, a key with the orders scope).
 */
export async function listAdminOrders(
  db: Db,
  ctx: BackOfficeContext,
  query: AdminOrderListQuery,
): Promise<AdminOrderList> {
  requireArea(ctx, 'orders');
  const where = and(...listConditions(ctx, query));
  const page = query.page ?? 1;
  const direction = (query.dir ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sort ?? 'placedAt'];
  const [rows, [count]] = await Promise.all([
    listSelect(db)
      .where(where)
      .orderBy(direction(column), direction(orders.number))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => toRow(ctx, row)),
    total: count?.total ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** The whole filtered list (no paging) for the CSV export, in batches of this many rows. */
const EXPORT_BATCH = 1000;

export async function* adminOrderRowsForExport(
  db: Db,
  ctx: BackOfficeContext,
  query: AdminOrderListQuery,
): AsyncGenerator<AdminOrderRow[]> {
  requireArea(ctx, 'orders');
  const where = and(...listConditions(ctx, query));
  const direction = (query.dir ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sort ?? 'placedAt'];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await listSelect(db)
      .where(where)
      .orderBy(direction(column), direction(orders.number))
      .limit(EXPORT_BATCH)
      .offset(offset);
    if (rows.length > 0) yield rows.map((row) => toRow(ctx, row));
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** GET /admin/orders/{number}: everything about one order, and what may be done with it. */
export async function getAdminOrder(
  db: Db,
  ctx: BackOfficeContext,
  input: { number: number },
): Promise<AdminOrder> {
  requireArea(ctx, 'orders');
  const orderId = await placedOrderId(db, ctx.tenantId, input.number);
  if (!orderId) throw new NotFoundError('orders.notFound');
  return adminOrderView(db, ctx, orderId);
}

async function adminOrderView(
  db: Db,
  ctx: BackOfficeContext,
  orderId: string,
): Promise<AdminOrder> {
  const [operatorView, placed, [order], charges] = await Promise.all([
    operatorOrderView(db, ctx, orderId),
    placedOrderView(db, ctx.tenantId, orderId),
    db
      .select({
        shippingAddress: orders.shippingAddress,
        customerDocument: orders.customerDocument,
        purchaseOrderNumber: orders.purchaseOrderNumber,
        costCentre: orders.costCentre,
        portalGroupId: orders.portalGroupId,
        company: portalCompanies.name,
        name: customers.name,
        phone: customers.phone,
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(portalCompanies, eq(portalCompanies.id, orders.portalCompanyId))
      .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.id, orderId))),
    db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.tenantId, ctx.tenantId),
          eq(paymentTransactions.orderId, orderId),
        ),
      )
      .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id)),
  ]);
  if (!order) throw new Error(`order ${orderId} vanished while it was read`);
  const address = order.shippingAddress;
  return {
    ...operatorView,
    customer: {
      name: order.name ?? address?.name ?? null,
      email: operatorView.customerEmail,
      document: order.customerDocument,
      phone: order.phone ?? address?.phone ?? null,
    },
    channel: channelOf(ctx, order.company, order.portalGroupId),
    purchaseOrderNumber: order.purchaseOrderNumber,
    costCentre: order.costCentre,
    items: placed.items,
    summary: placed.summary,
    shippingAddress: address
      ? {
          name: address.name,
          document: address.document,
          phone: address.phone,
          zipcode: address.zipcode,
          street: address.street,
          number: address.number,
          complement: address.complement ?? null,
          district: address.district,
          city: address.city,
          region: address.region,
        }
      : null,
    shipment: placed.shipment,
    tracking: placed.tracking,
    charges: charges.map((c) => ({
      provider: c.provider,
      status: c.status,
      amount: toReais(c.amountCents),
      installments: c.installments,
      reference: c.providerReference,
      card: c.details.card
        ? { brand: c.details.card.brand, lastDigits: c.details.card.lastDigits }
        : null,
      pixExpiresAt: c.details.pix?.expiresAt ?? null,
      billetLine: c.details.billet?.line ?? null,
      at: c.createdAt.toISOString(),
    })),
    actions: OPERATOR_ORDER_ACTIONS.filter(
      (action) => action !== 'invoice' && nextOrderStatus(operatorView.status, action) !== null,
    ),
  };
}

/**
 * POST /admin/orders/{number}/{action} (and the operator API's, and `npm run orders`): the order
 * moved by the status machine, as the back-office caller. Shipping needs the carrier and the
 * tracking code, stored and e-mailed to the customer with the change. A move the rules forbid is
 * 409 with their reason, and bad shipping data 422 on its fields: both change nothing. The
 * change is in the order's history and in the audit log.
 */
export async function changeAdminOrder(
  db: Db,
  ctx: BackOfficeContext,
  input: {
    number: number;
    action: OperatorOrderAction;
    carrier?: string;
    trackingCode?: string;
    /** False for the operator API's ship without a tracking code (it predates the back-office). */
    requireTracking?: boolean;
  },
  gatewayOf?: Parameters<typeof refundCharge>[2],
): Promise<AdminOrder> {
  const actor = requireArea(ctx, 'orders');
  const shipping = shippingOf(input);
  const orderId = await placedOrderId(db, ctx.tenantId, input.number);
  if (!orderId) throw new NotFoundError('orders.notFound');
  // A refund gives the money back at the provider first; the order follows only once it has.
  const refunded =
    input.action === 'refund'
      ? await refundCharge(db, { tenantId: ctx.tenantId, orderId }, gatewayOf)
      : null;
  await db.transaction(async (tx) => {
    if (refunded !== null)
      await tx
        .update(paymentTransactions)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(paymentTransactions.id, refunded));
    const change = await changeOrderStatus(tx, {
      tenantId: ctx.tenantId,
      orderId,
      action: input.action,
      actor: historyActor(actor),
      // The customer's e-mail speaks the store's own language, whatever the operator's cookie.
      locale: 'pt',
      strict: true,
      ...(shipping ? { shipping } : {}),
    });
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: `order.${input.action}`,
        entity: 'order',
        entityId: input.number,
        before: { status: change?.from ?? null },
        after: { status: change?.to ?? null, ...(shipping ?? {}) },
      },
    );
  });
  return adminOrderView(db, ctx, orderId);
}

/** Shipping's carrier and tracking code, checked; none for the other actions. */
function shippingOf(input: {
  action: OperatorOrderAction;
  carrier?: string;
  trackingCode?: string;
  requireTracking?: boolean;
}): { carrier: string; trackingCode: string } | undefined {
  if (input.action !== 'ship') return undefined;
  if (input.requireTracking === false && !input.carrier && !input.trackingCode) return undefined;
  const parsed = orderShipping.safeParse({
    carrier: input.carrier ?? '',
    trackingCode: input.trackingCode ?? '',
  });
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    (errors[String(issue.path[0])] ??= []).push(issue.message as MessageKey);
  throw new ValidationError('errors.validation', errors);
}

/** The back-office home's figures of the orders area: what waits, and today's sales. */
export async function orderDashboard(
  db: Db,
  ctx: BackOfficeContext,
): Promise<{ toApprove: number; toShip: number; today: number; todayRevenue: number }> {
  requireArea(ctx, 'orders');
  const today = sql`(timezone('America/Sao_Paulo', now()))::date`;
  const [row] = await db
    .select({
      toApprove: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
      toShip: sql<number>`count(*) filter (where ${orders.status} = 'processing')::int`,
      today: sql<number>`count(*) filter (where ${placedDay} = ${today})::int`,
      todayRevenue: sql<number>`coalesce(sum(${orders.totalFinalCents}) filter (where ${placedDay} = ${today} and ${orders.status} in ('processing', 'shipped', 'completed')), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenantId), ne(orders.status, 'new')));
  return {
    toApprove: row?.toApprove ?? 0,
    toShip: row?.toShip ?? 0,
    today: row?.today ?? 0,
    todayRevenue: toReais(row?.todayRevenue ?? 0),
  };
}

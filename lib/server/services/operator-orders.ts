import 'server-only';
import {
  operatorOrder as operatorOrderContract,
  type OperatorOrder,
} from '@/lib/contracts/operator';
import type { OperatorOrderAction } from '@/lib/domain/order-status';
import type { Db } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/http/errors';
import { changeAdminOrder } from './admin-orders';
import { requireArea, type BackOfficeContext } from './back-office';
import { operatorOrderView } from './operator-order-view';
import { placedOrderId } from './placed-orders';

/** GET /operator/orders/{number}: any placed order of the key's store (its orders scope). */
export async function operatorOrder(
  db: Db,
  ctx: BackOfficeContext,
  input: { number: number },
): Promise<OperatorOrder> {
  requireArea(ctx, 'orders');
  return operatorOrderView(db, ctx, await orderIdOf(db, ctx, input.number));
}

/**
 * POST /operator/orders/{number}/{action}: the back-office's change (admin-orders.ts) with the
 * key's name as its actor, answered as the operator API's order. Shipping may come without a
 * tracking code here (the API predates it); the back-office asks for one.
 */
export async function changeOperatorOrder(
  db: Db,
  ctx: BackOfficeContext,
  input: { number: number; action: OperatorOrderAction; carrier?: string; trackingCode?: string },
): Promise<OperatorOrder> {
  const changed = await changeAdminOrder(db, ctx, { ...input, requireTracking: false });
  // The back-office's order holds the operator API's: its fields, without reading it again.
  return operatorOrderContract.parse(changed);
}

async function orderIdOf(db: Db, ctx: BackOfficeContext, number: number): Promise<string> {
  const id = await placedOrderId(db, ctx.tenantId, number);
  if (!id) throw new NotFoundError('orders.notFound');
  return id;
}

import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cartItemInput, type CartItemInput, type Order } from '@/lib/contracts/cart';
import { MAX_ITEMS_PER_REQUEST, MAX_UNITS_PER_LINE } from '@/lib/domain/cart';
import { parseSkuList, type SkuListProblem } from '@/lib/domain/sku-list';
import { translateKey } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { orderItems, products } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { changeCart, createCart } from './cart';
import type { ServiceContext } from './context';
import { requirePortal } from './portal';
import { portalOrderId } from './portal-orders';
import { shownProducts } from './products';

/** A line of the list that was not added, with the buyer's line number and why. */
export type SkuListLineProblem = { line: number; message: string };

/** A line's reason in the buyer's language (messages `portal.sku*`). */
const lineProblem = (
  ctx: ServiceContext,
  line: number,
  key: string,
  values: Record<string, string | number> = {},
): SkuListLineProblem => ({
  line,
  message: translateKey(ctx.locale, `portal.${key}`, { line, ...values }),
});

function describe(ctx: ServiceContext, problem: SkuListProblem): SkuListLineProblem {
  switch (problem.problem) {
    case 'format':
      return lineProblem(ctx, problem.line, 'skuFormat');
    case 'quantity':
      return lineProblem(ctx, problem.line, 'skuQuantity', { sku: problem.sku });
    case 'too-many-units':
      return lineProblem(ctx, problem.line, 'skuTooManyUnits', {
        sku: problem.sku,
        max: MAX_UNITS_PER_LINE,
      });
    case 'too-many-lines':
      return lineProblem(ctx, problem.line, 'skuTooManyLines', { max: MAX_ITEMS_PER_REQUEST });
  }
}

/**
 * Order by SKU list (issue 8): the lines of `SKU;quantity` a portal buyer pasted or uploaded go
 * into their cart, the open one given or a new one, through the cart's own rules. Lines that do
 * not hold (format, quantity, a SKU the store does not sell, a product out of stock) are answered
 * with their line numbers and leave the rest to be added; a list with no good line changes
 * nothing (422 with every line's reason).
 */
export async function addSkuListToCart(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string },
  body: { text: string; cart?: string },
): Promise<{ order: Order; message: string; problems: SkuListLineProblem[] }> {
  await requirePortal(db, ctx, { customer: input.customer, page: 'cart' });
  const { lines, problems } = parseSkuList(body.text);
  const found = lines.length
    ? await db
        .select({
          id: products.id,
          sku: products.sku,
          saleable: products.saleable,
          stock: products.stock,
        })
        .from(products)
        .where(
          and(
            shownProducts(ctx.tenantId),
            inArray(
              sql`upper(${products.sku})`,
              lines.map((l) => l.sku.toUpperCase()),
            ),
          ),
        )
    : [];
  const bySku = new Map(found.map((p) => [p.sku.toUpperCase(), p]));
  const told: SkuListLineProblem[] = problems.map((p) => describe(ctx, p));
  const items: { product: number; quantity: number }[] = [];
  for (const line of lines) {
    const product = bySku.get(line.sku.toUpperCase());
    const problem = !product
      ? 'skuNotFound'
      : !product.saleable || product.stock < 1
        ? 'skuUnavailable'
        : null;
    if (!problem) items.push({ product: product!.id, quantity: line.quantity });
    // Told on every line of that SKU, so that none of them leaves the buyer's field.
    else
      for (const number of [line.line, ...line.alsoOn])
        told.push(lineProblem(ctx, number, problem, { sku: line.sku }));
  }
  told.sort((a, b) => a.line - b.line);
  if (items.length === 0) {
    const message = translateKey(
      ctx.locale,
      told.length === 0 ? 'portal.skuListEmpty' : 'portal.skuListNothingAdded',
    );
    throw new ValidationError(message, {
      text: told.length ? told.map((p) => p.message) : [message],
    });
  }
  const order = await putInBuyerCart(db, ctx, body.cart, items);
  const message = translateKey(ctx.locale, 'portal.skuListAdded', {
    count: items.length,
    total: items.length + told.length,
  });
  return { order, message, problems: told };
}

/**
 * Lines into the buyer's open cart (`cart`) or a new one, through the cart's own rules. A cart
 * that is gone (expired, ordered, someone else's) is replaced by a new one.
 */
async function putInBuyerCart(
  db: Db,
  ctx: ServiceContext,
  cart: string | undefined,
  items: CartItemInput[],
): Promise<Order> {
  const change = { items };
  try {
    return cart
      ? (await changeCart(db, ctx, { id: cart, change })).order
      : (await createCart(db, ctx, change)).order;
  } catch (error) {
    if (!cart || !(error instanceof NotFoundError || error instanceof ConflictError)) throw error;
    return (await createCart(db, ctx, change)).order;
  }
}

/**
 * Re-order (issue 8): the lines of one of the portal's orders the caller may see go into their
 * cart again, at today's prices, through the cart's rules: the products, their kits' choices and
 * add-ons. A product the store no longer sells or has out of stock is told by name and left out;
 * when none is left, nothing changes (422).
 */
export async function reorderPortalOrder(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; number: number },
  body: { cart?: string },
): Promise<{ order: Order; message: string; problems: SkuListLineProblem[] }> {
  const orderId = await portalOrderId(db, ctx, input);
  const rows = await db
    .select({
      id: orderItems.id,
      parentId: orderItems.parentId,
      type: orderItems.type,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      name: orderItems.name,
      information: orderItems.additionalInformation,
      saleable: products.saleable,
      stock: products.stock,
    })
    .from(orderItems)
    .leftJoin(products, and(eq(products.id, orderItems.productId), shownProducts(ctx.tenantId)))
    .where(and(eq(orderItems.tenantId, ctx.tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // The order's own lines: its products and their add-ons (a kit's parts come with its choice).
  const lines = rows.filter((r) => r.parentId === null || r.type === 'addon');
  const told: SkuListLineProblem[] = [];
  const items: CartItemInput[] = [];
  lines.forEach((row, index) => {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const item = cartItemInput.safeParse({
      product: row.productId,
      quantity: row.quantity,
      ...(parent ? { parent: parent.productId } : {}),
      ...(row.information.bundle || row.information.nvidia
        ? { additionalInformation: row.information }
        : {}),
    });
    const available = row.saleable && (row.stock ?? 0) > 0 && item.success;
    // An add-on whose product was left out has nothing to go with.
    const orphan = parent && !items.some((i) => i.product === parent.productId && !i.parent);
    if (available && !orphan) items.push(item.data);
    else told.push(lineProblem(ctx, index + 1, 'reorderUnavailable', { name: row.name }));
  });
  const number = input.number;
  if (items.length === 0) {
    const message = translateKey(ctx.locale, 'portal.reorderNothingAdded', { number });
    throw new ValidationError(message, { order: told.map((p) => p.message) });
  }
  const order = await putInBuyerCart(db, ctx, body.cart, items);
  const message = translateKey(ctx.locale, 'portal.reorderAdded', {
    number,
    count: items.length,
    total: lines.length,
  });
  return { order, message, problems: told };
}

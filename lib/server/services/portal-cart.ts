import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartItemInput, Order } from '@/lib/contracts/cart';
import { MAX_ITEMS_PER_REQUEST, MAX_UNITS_PER_LINE } from '@/lib/domain/cart';
import { parseSkuList, type SkuListLine, type SkuListProblem } from '@/lib/domain/sku-list';
import { message, type Message, type MessageKey, type MessageValues } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { orderItems, products, type OrderItemInformation } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { changeCart, createCart } from './cart';
import type { ServiceContext } from './context';
import { requirePortal } from './portal';
import { portalOrderId } from './portal-orders';
import { shownProducts } from './products';

/** A line of the list that was not added, with the buyer's line number and why. */
export type SkuListLineProblem = { line: number; message: Message };

/** A line's reason (messages `portal.sku*`, `portal.reorder*`), with its line number. */
const lineProblem = (
  line: number,
  key: MessageKey,
  values: MessageValues = {},
): SkuListLineProblem => ({ line, message: message(key, { line, ...values }) });

function describe(problem: SkuListProblem): SkuListLineProblem {
  switch (problem.problem) {
    case 'format':
      return lineProblem(problem.line, 'portal.skuFormat');
    case 'quantity':
      return lineProblem(problem.line, 'portal.skuQuantity', { sku: problem.sku });
    case 'too-many-units':
      return lineProblem(problem.line, 'portal.skuTooManyUnits', {
        sku: problem.sku,
        max: MAX_UNITS_PER_LINE,
      });
    case 'too-many-lines':
      return lineProblem(problem.line, 'portal.skuTooManyLines', { max: MAX_ITEMS_PER_REQUEST });
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
): Promise<{ order: Order; message: Message; problems: SkuListLineProblem[] }> {
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
  const told: SkuListLineProblem[] = problems.map((p) => describe(p));
  // Told on every line of a SKU, so that none of them leaves the buyer's field.
  const tellLines = (line: SkuListLine, key: MessageKey, values: MessageValues) => {
    for (const number of [line.line, ...line.alsoOn])
      told.push(lineProblem(number, key, { sku: line.sku, ...values }));
  };
  const entries: CartEntry[] = [];
  for (const line of lines) {
    const product = bySku.get(line.sku.toUpperCase());
    if (!product) tellLines(line, 'portal.skuNotFound', {});
    else if (!product.saleable || product.stock < 1) tellLines(line, 'portal.skuUnavailable', {});
    else
      entries.push({
        attempts: [[{ product: product.id, quantity: line.quantity }]],
        refused: (reason) => tellLines(line, 'portal.skuRefused', { reason }),
      });
  }
  const { order, added } = await addEachToCart(db, ctx, body.cart, entries);
  told.sort((a, b) => a.line - b.line);
  if (!order) {
    const refusal = told.length === 0 ? 'portal.skuListEmpty' : 'portal.skuListNothingAdded';
    throw new ValidationError(refusal, {
      text: told.length ? told.map((p) => p.message) : [refusal],
    });
  }
  const done = message('portal.skuListAdded', { count: added, total: added + told.length });
  return { order, message: done, problems: told };
}

/**
 * A product to put in the cart: its tries (its lines with everything, then with less), told when
 * the cart refuses the last one, and when only a later try went in.
 */
type CartEntry = {
  attempts: CartItemInput[][];
  refused: (reason: Message) => void;
  partly?: () => void;
};

/**
 * Products into the buyer's cart one at a time, each through the cart's own rules (stock, kits,
 * add-ons offered, units per purchase), so that one the cart refuses is told with the cart's
 * reason and leaves the others in. Answers the cart (null when nothing went in: nothing changed)
 * and how many products went in.
 */
async function addEachToCart(
  db: Db,
  ctx: ServiceContext,
  cart: string | undefined,
  entries: CartEntry[],
): Promise<{ order: Order | null; added: number }> {
  let order: Order | null = null;
  let added = 0;
  for (const entry of entries)
    for (const [attempt, items] of entry.attempts.entries()) {
      try {
        order = await putInBuyerCart(db, ctx, order?.id ?? cart, items);
        added += 1;
        if (attempt > 0) entry.partly?.();
        break;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        if (attempt === entry.attempts.length - 1) entry.refused(error.text);
      }
    }
  return { order, added };
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

/** A kit's choice as the cart takes it: each group's chosen product (the names are the catalogue's). */
function kitChoice(information: OrderItemInformation): CartItemInput['additionalInformation'] {
  const groups = information.bundle?.groups?.map((g) => ({
    id: g.id,
    products: g.products.map((p) => ({ productId: p.productId })),
  }));
  if (!groups?.length && !information.nvidia) return undefined;
  return {
    ...(information.nvidia ? { nvidia: true } : {}),
    ...(groups?.length ? { bundle: { groups } } : {}),
  };
}

/**
 * Re-order (issue 8): the products of one of the portal's orders the caller may see go into
 * their cart again, at today's prices, each with its kit choice and add-ons, one product at a
 * time through the cart's own rules. A product the store no longer sells or has out of stock is
 * told by name; one the cart refuses (a kit part gone, a limit reached) is told with the cart's
 * reason; add-ons no longer offered are told and the product goes in without them. When nothing
 * could go in, nothing changes (422).
 */
export async function reorderPortalOrder(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; number: number },
  body: { cart?: string },
): Promise<{ order: Order; message: Message; problems: SkuListLineProblem[] }> {
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
      // Sold on its own today: shown, saleable and in stock (add-ons are judged by the cart).
      available: sql<boolean>`coalesce(${and(
        shownProducts(ctx.tenantId),
        eq(products.saleable, true),
        sql`${products.stock} > 0`,
      )}, false)`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.tenantId, ctx.tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
  const mains = rows.filter((r) => r.parentId === null);
  const told: SkuListLineProblem[] = [];
  const tell = (line: number, key: MessageKey, values: MessageValues) =>
    told.push(lineProblem(line, key, values));
  const entries: CartEntry[] = [];
  for (const [index, main] of mains.entries()) {
    const line = index + 1;
    if (!main.available) {
      tell(line, 'portal.reorderUnavailable', { name: main.name });
      continue;
    }
    const information = kitChoice(main.information);
    const item: CartItemInput = {
      product: main.productId,
      quantity: main.quantity,
      ...(information ? { additionalInformation: information } : {}),
    };
    const addonRows = rows.filter((r) => r.parentId === main.id && r.type === 'addon');
    const addons = addonRows.map((a) => ({
      product: a.productId,
      quantity: a.quantity,
      parent: main.productId,
    }));
    // With its add-ons, else (they are no longer offered with it) without them.
    entries.push({
      attempts: addons.length ? [[item, ...addons], [item]] : [[item]],
      refused: (reason) => tell(line, 'portal.reorderRefused', { name: main.name, reason }),
      partly: () =>
        tell(line, 'portal.reorderWithoutAddons', {
          name: main.name,
          addons: addonRows.map((a) => a.name).join(', '),
        }),
    });
  }
  const { order, added } = await addEachToCart(db, ctx, body.cart, entries);
  const number = input.number;
  if (!order) {
    const refusal = message('portal.reorderNothingAdded', { number });
    throw new ValidationError(refusal, { order: told.map((p) => p.message) });
  }
  const done = message('portal.reorderAdded', { number, count: added, total: mains.length });
  return { order, message: done, problems: told };
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CartItemInput, CartUtmBody, ChangeCartBody, Order } from '@/lib/contracts/cart';
import { COUPON_DELETE } from '@/lib/contracts/cart';
import { MAX_CART_LINES } from '@/lib/domain/cart';
import { MAX_CARD_INSTALLMENTS } from '@/lib/domain/pricing';
import { message, type Message, type MessageKey } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import {
  companies,
  coupons,
  orderItems,
  orders,
  utmRecords,
  type OrderItemInformation,
  type OrderShipment,
} from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { loadCartCatalog, type CartCatalog } from './cart-catalog';
import {
  brokenLimit,
  cartErrors,
  lineInformation,
  normalizeLines,
  orderView,
  priceLines,
  storedBundleChoice,
  type DraftLine,
} from './cart-lines';
import { addItems, bundleChoice, mergeLines, refuse, sameChoice, setAddons } from './cart-edits';
import type { ServiceContext } from './context';
import { couponOutcome } from './coupon-terms';
import { interestFreeLimit } from './product-detail';
import { pricedShipment } from './cart-shipping';
import { assertStoreTakesPurchases } from './store-open';

/** A cart id: 24 random bytes, URL-safe (never a counter: knowing one cart says nothing of another). */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

type OrderRow = typeof orders.$inferSelect;

/** A cart as the service works on it: the order, its lines, its coupon and the store's rules. */
export type CartRow = {
  order: {
    id: string;
    status: OrderRow['status'];
    customerId: number | null;
    couponId: number | null;
    /** The shipping quote the shopper chose (its CEP and method), or null. */
    shipment: OrderShipment | null;
  };
  lines: DraftLine[];
  coupon: typeof coupons.$inferSelect | null;
  interestFreeLimit: number;
  /** The store's catalog version read with the cart (cart-catalog keeps facts per version); a new cart reads it with its catalogue. */
  catalogVersion: number | undefined;
};

type StoredLine = {
  id: number;
  productId: number;
  parentId: number | null;
  type: 'simple' | 'bundle' | 'addon';
  quantity: number;
  priceCents: number;
  information: OrderItemInformation;
};

const toDraftLine = (r: StoredLine): DraftLine => ({
  key: `db:${r.id}`,
  id: r.id,
  productId: r.productId,
  parentKey: r.parentId === null ? null : `db:${r.parentId}`,
  role: r.parentId === null ? 'product' : r.type === 'addon' ? 'addon' : 'bundle-part',
  quantity: r.quantity,
  storedPriceCents: r.priceCents,
  bundle: storedBundleChoice(r.information),
  nvidia: r.information.nvidia === true,
});

/**
 * The cart of this store that this caller may see, with its lines (as one JSON value: the embedded
 * database pays per row), its coupon, the store's interest-free installments and catalog version,
 * in one query (locked for a change); else NotFoundError ('O seu carrinho expirou.').
 */
export async function findCart(
  db: Db,
  ctx: ServiceContext,
  id: string,
  lock: boolean,
): Promise<CartRow> {
  const query = db
    .select({
      order: {
        id: orders.id,
        status: orders.status,
        customerId: orders.customerId,
        couponId: orders.couponId,
        shipment: orders.shipment,
      },
      lines: sql<StoredLine[]>`(select coalesce(json_agg(json_build_object(
        'id', oi.id, 'productId', oi.product_id, 'parentId', oi.parent_id, 'type', oi.type,
        'quantity', oi.quantity, 'priceCents', oi.price_cents, 'information', oi.additional_information
      ) order by oi.id), '[]'::json) from ${orderItems} oi where oi.order_id = ${orders.id})`,
      coupon: coupons,
      interestFreeLimit: sql<
        number | null
      >`(${companies.settings}->'interface'->>'interestFreeInstallments')::int`,
      catalogVersion: companies.catalogVersion,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.tenantId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  // A customer's cart is only theirs: to anyone else it does not exist.
  if (!row || (row.order.customerId !== null && row.order.customerId !== ctx.customer?.id))
    throw new NotFoundError('cart.notFound');
  return {
    ...row,
    lines: row.lines.map(toDraftLine),
    interestFreeLimit: row.interestFreeLimit ?? MAX_CARD_INSTALLMENTS,
  };
}

const lineProductIds = (lines: DraftLine[]) => lines.map((l) => l.productId);

/** Prices the lines as the catalogue is now, with the chosen shipping, and the order's totals. */
async function view(
  tx: Db,
  ctx: ServiceContext,
  row: CartRow,
  lines: DraftLine[],
  catalog: CartCatalog,
) {
  // A coupon that no longer discounts the cart (expired, used up, the cart below its minimum…)
  // stays on it, and the cart says why.
  const itemId = (l: DraftLine) => l.id ?? 0;
  const outcome = await couponOutcome(tx, ctx, row.coupon, priceLines(lines, catalog));
  const priced = outcome.lines;
  const coupon = outcome.rule ? row.coupon : null;
  const errors = cartErrors(lines, catalog, itemId, message);
  if (row.order.couponId !== null && outcome.refusal) errors.others.coupon = outcome.refusal;
  return {
    priced,
    couponRefusal: outcome.refusal,
    ...orderView({
      id: row.order.id,
      status: row.order.status,
      lines: priced,
      catalog,
      coupon: coupon
        ? { code: coupon.code, discountType: coupon.discountType, value: coupon.value }
        : null,
      customer: ctx.customer ? { id: ctx.customer.id, name: ctx.customer.name } : null,
      interestFreeLimit: row.interestFreeLimit,
      itemId,
      errors,
      locale: ctx.locale,
      shipment: await pricedShipment(tx, ctx, row.order.shipment, lines, catalog),
    }),
  };
}

/** GET /sale/order/{id}: the cart priced from the catalogue as it is now. */
export async function getCart(db: Db, ctx: ServiceContext, input: { id: string }): Promise<Order> {
  const row = await findCart(db, ctx, input.id, false);
  const catalog = await loadCartCatalog(
    db,
    ctx.tenantId,
    lineProductIds(row.lines),
    row.catalogVersion,
  );
  return (await view(db, ctx, row, row.lines, catalog)).order;
}

/**
 * POST /sale/order: a new cart (status `new`) with its first lines; owned by the customer if
 * logged in. A store in maintenance refuses it, and every change below.
 */
export async function createCart(
  db: Db,
  ctx: ServiceContext,
  input: { items: CartItemInput[] },
): Promise<{ order: Order; message: Message | null }> {
  await assertStoreTakesPurchases(db, ctx);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({ id: newCartId(), tenantId: ctx.tenantId, customerId: ctx.customer?.id ?? null })
      .returning({
        id: orders.id,
        status: orders.status,
        customerId: orders.customerId,
        couponId: orders.couponId,
        shipment: orders.shipment,
      });
    const row: CartRow = {
      order: order!,
      lines: [],
      coupon: null,
      interestFreeLimit: await interestFreeLimit(tx, ctx),
      catalogVersion: undefined,
    };
    return applyChange(tx, ctx, row, { items: input.items });
  });
}

/**
 * POST /sale/order/{id}: one change under a lock on the cart, checked against the store's rules
 * and saved only when it passes; the answer is the whole cart priced again.
 */
export async function changeCart(
  db: Db,
  ctx: ServiceContext,
  input: { id: string; change: ChangeCartBody },
): Promise<{ order: Order; message: Message | null }> {
  await assertStoreTakesPurchases(db, ctx);
  return db.transaction(async (tx) => {
    const row = await findCart(tx, ctx, input.id, true);
    if (row.order.status !== 'new') throw new ConflictError('cart.closed');
    if (input.change.coupon !== undefined) return changeCoupon(tx, ctx, row, input.change.coupon);
    if (input.change.shipping !== undefined)
      return changeShipping(tx, ctx, row, input.change.shipping);
    return applyChange(tx, ctx, row, input.change);
  });
}

async function changeCoupon(
  tx: Db,
  ctx: ServiceContext,
  row: CartRow,
  code: string,
): Promise<{ order: Order; message: Message | null }> {
  let coupon: CartRow['coupon'] = null;
  if (code.toLowerCase() !== COUPON_DELETE) {
    [coupon = null] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.tenantId, ctx.tenantId), sql`upper(${coupons.code}) = upper(${code})`))
      .limit(1);
    if (!coupon)
      throw new ValidationError('cart.invalidCoupon', { coupon: ['cart.invalidCoupon'] });
  }
  const couponId = coupon?.id ?? null;
  const updated: CartRow = { ...row, order: { ...row.order, couponId }, coupon };
  const catalog = await loadCartCatalog(
    tx,
    ctx.tenantId,
    lineProductIds(row.lines),
    row.catalogVersion,
  );
  const result = await view(tx, ctx, updated, row.lines, catalog);
  // Applied only when it discounts this cart now; otherwise its reason, and nothing is saved.
  if (result.couponRefusal)
    throw new ValidationError(result.couponRefusal, { coupon: [result.couponRefusal] });
  await saveTotals(tx, row.order.id, result.totals, { couponId });
  return {
    order: result.order,
    message: message(couponId === null ? 'cart.couponRemoved' : 'cart.couponAdded'),
  };
}

/**
 * The shipping quote the shopper chose in the cart (a CEP and one of its methods): kept with the
 * cart, priced again with every change, and offered first at checkout. A CEP that does not exist
 * has no quote to choose ('Erro ao buscar CEP').
 */
async function changeShipping(
  tx: Db,
  ctx: ServiceContext,
  row: CartRow,
  choice: { zipcode: string; method: string },
): Promise<{ order: Order; message: Message | null }> {
  const catalog = await loadCartCatalog(
    tx,
    ctx.tenantId,
    lineProductIds(row.lines),
    row.catalogVersion,
  );
  const wanted: OrderShipment = {
    method: choice.method,
    description: '',
    totalCents: 0,
    deliveryTime: '',
    zipcode: choice.zipcode,
  };
  const shipment = await pricedShipment(tx, ctx, wanted, row.lines, catalog);
  if (!shipment) {
    throw new ValidationError('shipping.zipcodeError', {
      'shipping.zipcode': ['shipping.zipcodeError'],
    });
  }
  const updated: CartRow = { ...row, order: { ...row.order, shipment } };
  const result = await view(tx, ctx, updated, row.lines, catalog);
  await saveTotals(tx, row.order.id, result.totals, { shipment });
  return { order: result.order, message: null };
}

/** A cart this caller may open and change, or null (expired, another customer's, already an order). */
async function findOpenCart(tx: Db, ctx: ServiceContext, id: string): Promise<CartRow | null> {
  try {
    const row = await findCart(tx, ctx, id, true);
    return row.order.status === 'new' ? row : null;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * At login (ctx carries the customer): the shopper's cart becomes the customer's. When the customer
 * already has an open cart from an earlier visit, the shopper's lines are added to it (units of the
 * same product and choice are summed, the cart's coupon kept, else the shopper's taken) and the
 * shopper's cart is deleted. Answers the customer's cart, or null when there is none; a cart too
 * large to merge stays the shopper's own, now the customer's, and is the one answered.
 */
export async function takeCartAtLogin(
  db: Db,
  ctx: ServiceContext,
  shopperCartId: string | undefined,
): Promise<Order | null> {
  const customerId = ctx.customer?.id;
  if (customerId === undefined) throw new Error('takeCartAtLogin needs the customer');
  return db.transaction(async (tx) => {
    const shopper = shopperCartId ? await findOpenCart(tx, ctx, shopperCartId) : null;
    const [earlier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, ctx.tenantId),
          eq(orders.customerId, customerId),
          eq(orders.status, 'new'),
          ...(shopper ? [ne(orders.id, shopper.order.id)] : []),
        ),
      )
      .orderBy(desc(orders.updatedAt))
      .limit(1);
    const own = earlier ? await findOpenCart(tx, ctx, earlier.id) : null;
    if (shopper && shopper.order.customerId === null)
      await tx.update(orders).set({ customerId }).where(eq(orders.id, shopper.order.id));
    const target = own ?? shopper;
    if (!target) return null;
    let lines = target.lines;
    if (own && shopper) {
      const catalog = await loadCartCatalog(
        tx,
        ctx.tenantId,
        lineProductIds([...own.lines, ...shopper.lines]),
        own.catalogVersion,
      );
      const merged = normalizeLines(mergeLines(own.lines, shopper.lines), catalog);
      if (merged.length > MAX_CART_LINES) return priceAndSave(tx, ctx, shopper, shopper.lines);
      await saveLines(tx, ctx, own.order.id, own.lines, merged, catalog);
      // The campaign that brought the shopper stays with the cart they will buy.
      await tx
        .update(utmRecords)
        .set({ orderId: own.order.id })
        .where(eq(utmRecords.orderId, shopper.order.id));
      await tx.delete(orders).where(eq(orders.id, shopper.order.id));
      lines = merged;
    }
    // The customer's own coupon stays; a cart of theirs without one takes the shopper's.
    const couponFrom = own && shopper && own.order.couponId === null ? shopper : target;
    const { couponId } = couponFrom.order;
    // The shipping the shopper just quoted is where this purchase goes.
    const shipment = shopper?.order.shipment ?? target.order.shipment;
    const owned = { ...target.order, customerId, couponId, shipment };
    return priceAndSave(tx, ctx, { ...target, order: owned, coupon: couponFrom.coupon }, lines);
  });
}

/** The cart priced as the catalogue is now, its totals stored: the answer of a change. */
async function priceAndSave(
  tx: Db,
  ctx: ServiceContext,
  row: CartRow,
  lines: DraftLine[],
): Promise<Order> {
  const catalog = await loadCartCatalog(
    tx,
    ctx.tenantId,
    lineProductIds(lines),
    row.catalogVersion,
  );
  const result = await view(tx, ctx, row, lines, catalog);
  await saveTotals(tx, row.order.id, result.totals, {
    couponId: row.order.couponId,
    shipment: row.order.shipment,
  });
  return result.order;
}

type LineChange = Omit<ChangeCartBody, 'coupon'>;

async function applyChange(
  tx: Db,
  ctx: ServiceContext,
  row: CartRow,
  change: LineChange,
): Promise<{ order: Order; message: Message | null }> {
  const t = message;
  const before = row.lines;
  const wanted = [
    ...lineProductIds(before),
    ...(change.items ?? []).map((i) => i.product),
    ...(change.addons ?? []),
    ...(change.bundle?.groups ?? []).flatMap((g) => g.products.map((p) => p.productId)),
  ];
  const catalog = await loadCartCatalog(tx, ctx.tenantId, wanted, row.catalogVersion);
  let lines = before.map((l) => ({ ...l }));
  const touched = new Set<number>();
  let messageKey: MessageKey = 'cart.itemUpdated';

  if (change.items) {
    lines = addItems(lines, change.items, catalog, touched, t);
    messageKey = 'cart.itemAdded';
  } else if (change.id !== undefined) {
    const line = lines.find((l) => l.id === change.id);
    if (!line) throw new ValidationError('cart.itemNotFound', { id: ['cart.itemNotFound'] });
    if (change.delete) {
      if (line.role === 'bundle-part') refuse(t('cart.partFollowsKit'), 'id');
      const gone = new Set([
        line.key,
        ...lines.filter((l) => l.parentKey === line.key).map((l) => l.key),
      ]);
      lines = lines.filter((l) => !gone.has(l.key));
      messageKey = 'cart.itemRemoved';
    } else {
      if (change.quantity !== undefined) {
        if (line.role !== 'product') refuse(t('cart.addonQuantity'), 'quantity');
        if (change.quantity === 0) refuse(t('cart.askDelete'), 'quantity');
        if (change.quantity > line.quantity) touched.add(line.productId);
        line.quantity = change.quantity;
      }
      if (change.addons !== undefined) {
        if (line.role !== 'product') refuse(t('cart.addonQuantity'), 'addons');
        lines = setAddons(lines, line, change.addons, catalog, t);
      }
      if (change.bundle !== undefined) {
        if (catalog.products.get(line.productId)?.type !== 'bundle')
          refuse(t('cart.notAKit'), 'bundle');
        line.bundle = bundleChoice(line.productId, change.bundle, catalog, t);
        for (const productId of line.bundle.values()) touched.add(productId);
      }
    }
  }

  lines = normalizeLines(lines, catalog);
  if (lines.length > MAX_CART_LINES)
    refuse(t('cart.tooManyLines', { max: MAX_CART_LINES }), 'items');
  const limit = brokenLimit(lines, catalog, touched, t);
  if (limit) refuse(limit, change.items ? 'items' : 'quantity');

  await saveLines(tx, ctx, row.order.id, before, lines, catalog);
  const result = await view(tx, ctx, row, lines, catalog);
  await saveTotals(tx, row.order.id, result.totals);
  return { order: result.order, message: t(messageKey) };
}

/**
 * Writes the difference between the stored lines and the new ones in at most four statements:
 * the removed lines, one update of every changed line, the new lines, then their new children.
 */
async function saveLines(
  tx: Db,
  ctx: ServiceContext,
  orderId: string,
  before: DraftLine[],
  after: DraftLine[],
  catalog: CartCatalog,
): Promise<void> {
  const keptIds = new Set(after.flatMap((l) => (l.id === null ? [] : [l.id])));
  const removed = before.flatMap((l) => (l.id !== null && !keptIds.has(l.id) ? [l.id] : []));
  if (removed.length > 0)
    await tx
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, removed)));
  const priced = new Map(priceLines(after, catalog).map((l) => [l.key, l]));
  const previous = new Map(before.map((l) => [l.key, l]));
  const changed = after.flatMap((line) => {
    const old = previous.get(line.key);
    const priceCents = priced.get(line.key)!.unitCents;
    if (line.id === null || !old) return [];
    if (
      old.quantity === line.quantity &&
      old.storedPriceCents === priceCents &&
      sameChoice(old.bundle, line.bundle)
    )
      return [];
    const information = JSON.stringify(lineInformation(line, catalog));
    return [
      sql`(${line.id}::int, ${line.quantity}::int, ${priceCents}::int, ${information}::jsonb)`,
    ];
  });
  if (changed.length > 0)
    await tx.execute(
      sql`update ${orderItems} set quantity = v.quantity, price_cents = v.price_cents, additional_information = v.info from (values ${sql.join(changed, sql`, `)}) as v(id, quantity, price_cents, info) where ${orderItems.id} = v.id and ${orderItems.orderId} = ${orderId}`,
    );
  const ids = new Map(after.flatMap((l) => (l.id === null ? [] : [[l.key, l.id] as const])));
  // New products and kits first: their add-ons and parts need their ids.
  const fresh = after.filter((l) => l.id === null);
  for (const level of [
    fresh.filter((l) => l.parentKey === null || ids.has(l.parentKey)),
    fresh.filter((l) => l.parentKey !== null && !ids.has(l.parentKey)),
  ]) {
    if (level.length === 0) continue;
    const inserted = await tx
      .insert(orderItems)
      .values(
        level.map((line) => {
          const product = catalog.products.get(line.productId)!;
          return {
            tenantId: ctx.tenantId,
            orderId,
            productId: line.productId,
            parentId: line.parentKey ? ids.get(line.parentKey)! : null,
            type: line.role === 'addon' ? ('addon' as const) : product.type,
            quantity: line.quantity,
            priceCents: priced.get(line.key)!.unitCents,
            name: product.name,
            sku: product.sku,
            mediaUrl: product.mediaUrl,
            additionalInformation: lineInformation(line, catalog),
          };
        }),
      )
      .returning({ id: orderItems.id });
    // PostgreSQL returns the rows of a VALUES list in the order given.
    level.forEach((line, i) => {
      line.id = inserted[i]!.id;
      ids.set(line.key, line.id);
    });
  }
}

async function saveTotals(
  tx: Db,
  orderId: string,
  totals: {
    totalPriceCents: number;
    discountCents: number;
    shippingCents: number;
    totalFinalCents: number;
  },
  extra: { couponId?: number | null; shipment?: OrderShipment | null } = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({
      ...extra,
      totalPriceCents: totals.totalPriceCents,
      totalDiscountCents: totals.discountCents,
      totalShippingCents: totals.shippingCents,
      totalFinalCents: totals.totalFinalCents,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/** PUT /sale/order/{id}: records the campaign (UTM values) that brought the shopper; empty values are left out. */
export async function recordCartUtm(
  db: Db,
  ctx: ServiceContext,
  input: { id: string; utm: CartUtmBody['utm'] },
): Promise<void> {
  const row = await findCart(db, ctx, input.id, false);
  const value = (v: string | undefined) => (v ? v : null);
  await db.insert(utmRecords).values({
    tenantId: ctx.tenantId,
    orderId: row.order.id,
    utmSource: value(input.utm.utmSource),
    utmMedium: value(input.utm.utmMedium),
    utmCampaign: value(input.utm.utmCampaign),
    utmContent: value(input.utm.utmContent),
    utmTerm: value(input.utm.utmTerm),
  });
}

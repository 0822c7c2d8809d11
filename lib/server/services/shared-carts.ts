import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Order, ShareCartBody } from '@/lib/contracts/cart';
import { inertLine, quoted } from '@/lib/domain/inert-text';
import { message } from '@/lib/i18n/messages';
import { sharedCartEmail } from '@/lib/mail/emails';
import type { Db } from '@/lib/server/db/client';
import { companies, sharedCarts, type SharedCartLine } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { spend } from '@/lib/server/security/limits';
import { findCart, newCartId } from './cart';
import { normalizeEmail } from './customer-auth';
import { loadCartCatalog } from './cart-catalog';
import { cartErrors, normalizeLines, orderView, priceLines, type DraftLine } from './cart-lines';
import type { ServiceContext } from './context';
import { queueEmail } from './outbox';
import { interestFreeLimit } from './product-detail';

/**
 * POST /sale/quote: keeps a snapshot of the cart's lines under a new long random id and answers
 * its address. By e-mail, the message goes to the recipient through the outbox: a visitor makes
 * the store write to any address, so RATE_POLICIES.shareEmail limits it per client, per cart and
 * per recipient (one a day), and the e-mail says who sent it, with their name and message as
 * inert, quoted plain text (no link but the cart's).
 */
export async function shareCart(
  db: Db,
  ctx: ServiceContext,
  input: ShareCartBody,
  client: { address: string; origin: string },
): Promise<{ id: string; url: string }> {
  const cart = await findCart(db, ctx, input.order, false);
  const lines = cart.lines;
  const snapshot: SharedCartLine[] = lines
    .filter((l) => l.role === 'product')
    .map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      ...(l.bundle ? { bundle: Object.fromEntries(l.bundle) } : {}),
      addonProductIds: lines
        .filter((a) => a.parentKey === l.key && a.role === 'addon')
        .map((a) => a.productId),
    }));
  if (snapshot.length === 0) {
    throw new ValidationError('cart.emptyCart', { order: ['cart.emptyCart'] });
  }
  // The address the limit counts is the one the e-mail goes to.
  const recipient = input.type === 'email' ? normalizeEmail(input.emailTo) : null;
  if (recipient)
    await spend(ctx, 'shareEmail', { address: client.address, cart: cart.order.id, recipient });
  const id = newCartId();
  const url = `${client.origin}/cart/share/${id}`;
  await db.transaction(async (tx) => {
    await tx.insert(sharedCarts).values({
      id,
      tenantId: ctx.tenantId,
      orderId: cart.order.id,
      channel: input.type,
      items: snapshot,
    });
    if (input.type === 'email' && recipient) {
      const [store] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, ctx.tenantId));
      const values = { name: inertLine(input.name), store: store?.name ?? '', url };
      await queueEmail(
        tx,
        { tenantId: ctx.tenantId, email: recipient },
        sharedCartEmail(ctx.locale, values, quoted(input.message)),
      );
    }
  });
  return { id, url };
}

/** Whether a shared-cart link exists in the store: its page answers 404 before it streams. */
export async function hasSharedCart(db: Db, ctx: ServiceContext, input: { id: string }) {
  const [row] = await db
    .select({ id: sharedCarts.id })
    .from(sharedCarts)
    .where(and(eq(sharedCarts.tenantId, ctx.tenantId), eq(sharedCarts.id, input.id)))
    .limit(1);
  return row !== undefined;
}

/**
 * A shared cart as its recipient sees it: the sender's lines priced from the catalogue as it is
 * now, with lines that can no longer be bought flagged in `errors`. Nothing is stored.
 */
export async function getSharedCart(
  db: Db,
  ctx: ServiceContext,
  input: { id: string },
): Promise<Order> {
  const [row] = await db
    .select()
    .from(sharedCarts)
    .where(and(eq(sharedCarts.tenantId, ctx.tenantId), eq(sharedCarts.id, input.id)))
    .limit(1);
  if (!row) throw new NotFoundError('share.notFound');
  const drafts: DraftLine[] = row.items.flatMap((line, i) => {
    const key = `share:${i}`;
    return [
      {
        key,
        id: null,
        productId: line.productId,
        parentKey: null,
        role: 'product' as const,
        quantity: line.quantity,
        bundle: line.bundle
          ? new Map(Object.entries(line.bundle).map(([g, p]) => [Number(g), p]))
          : null,
        nvidia: false,
      },
      ...line.addonProductIds.map((productId, j) => ({
        key: `${key}:${j}`,
        id: null,
        productId,
        parentKey: key,
        role: 'addon' as const,
        quantity: line.quantity,
        bundle: null,
        nvidia: false,
      })),
    ];
  });
  const catalog = await loadCartCatalog(
    db,
    ctx.tenantId,
    drafts.map((l) => l.productId),
  );
  // A product deleted since the share is left out; one merely unavailable is shown and flagged.
  const lines = normalizeLines(
    drafts.filter((l) => catalog.products.has(l.productId)),
    catalog,
  );
  const positions = new Map(lines.map((l, i) => [l.key, i + 1]));
  const itemId = (l: DraftLine) => positions.get(l.key) ?? 0;
  return orderView({
    id: row.id,
    status: 'new',
    lines: priceLines(lines, catalog),
    catalog,
    coupon: null,
    customer: null,
    interestFreeLimit: await interestFreeLimit(db, ctx),
    itemId,
    // A shared cart carries its lines, not where the sender wanted them delivered.
    shipment: null,
    errors: cartErrors(lines, catalog, itemId, message),
    locale: ctx.locale,
  }).order;
}

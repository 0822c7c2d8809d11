import 'server-only';
import { and, inArray, sql } from 'drizzle-orm';
import type { Order } from '@/lib/contracts/cart';
import { MAX_ITEMS_PER_REQUEST, MAX_UNITS_PER_LINE } from '@/lib/domain/cart';
import { parseSkuList, type SkuListProblem } from '@/lib/domain/sku-list';
import { translateKey } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { changeCart, createCart } from './cart';
import type { ServiceContext } from './context';
import { requirePortal } from './portal';
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
  const change = { items };
  let order: Order;
  try {
    ({ order } = body.cart
      ? await changeCart(db, ctx, { id: body.cart, change })
      : await createCart(db, ctx, change));
  } catch (error) {
    // A cart that is gone (expired, ordered, someone else's) is replaced by a new one.
    if (!body.cart || !(error instanceof NotFoundError || error instanceof ConflictError))
      throw error;
    ({ order } = await createCart(db, ctx, change));
  }
  const message = translateKey(ctx.locale, 'portal.skuListAdded', {
    count: items.length,
    total: items.length + told.length,
  });
  return { order, message, problems: told };
}

import 'server-only';
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { ReviewableProduct, ReviewBody } from '@/lib/contracts/reviews';
import { PURCHASED_STATUSES } from '@/lib/domain/order-status';

import type { Db } from '@/lib/server/db/client';
import {
  orderItems,
  orders,
  productMedias,
  productReviews,
  products,
} from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { requireCustomer, type ServiceContext } from './context';

/**
 * The products the session customer bought in this store (a paid order line of theirs), newest
 * purchase first, with their review when there is one. `only` narrows it to one product.
 */
async function boughtProducts(
  db: Db,
  ctx: ServiceContext,
  only?: number,
): Promise<ReviewableProduct[]> {
  const { id: customerId } = requireCustomer(ctx);
  const bought = db
    .select({
      productId: orderItems.productId,
      lastBought: max(orders.createdAt).as('last_bought'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.tenantId, ctx.tenantId),
        eq(orders.customerId, customerId),
        inArray(orders.status, PURCHASED_STATUSES),
        // Add-ons (warranty, installation) are services, not products to review.
        inArray(orderItems.type, ['simple', 'bundle']),
        ...(only === undefined ? [] : [eq(orderItems.productId, only)]),
      ),
    )
    .groupBy(orderItems.productId)
    .as('bought');
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      url: products.url,
      image: sql<string | null>`(
        select ${productMedias.url} from ${productMedias}
        where ${productMedias.productId} = ${products.id}
        order by ${productMedias.position} limit 1)`,
      rating: productReviews.rating,
      title: productReviews.title,
      text: productReviews.text,
      updatedAt: productReviews.updatedAt,
    })
    .from(bought)
    .innerJoin(products, eq(products.id, bought.productId))
    .leftJoin(
      productReviews,
      and(
        eq(productReviews.tenantId, ctx.tenantId),
        eq(productReviews.customerId, customerId),
        eq(productReviews.productId, products.id),
      ),
    )
    .where(eq(products.tenantId, ctx.tenantId))
    .orderBy(desc(bought.lastBought), products.id);
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    href: `/${row.url}`,
    image: row.image,
    review:
      row.rating === null
        ? null
        : {
            rating: row.rating,
            title: row.title ?? '',
            text: row.text ?? '',
            updatedAt: (row.updatedAt ?? new Date()).toISOString(),
          },
  }));
}

/** Minhas avaliações: every product the customer bought, reviewed or waiting for a review. */
export const listReviewableProducts = (db: Db, ctx: ServiceContext) => boughtProducts(db, ctx);

const notBought = () => new NotFoundError('reviews.notBought');

/** One bought product with the customer's review; a product they did not buy is 404. */
export async function getReviewableProduct(
  db: Db,
  ctx: ServiceContext,
  params: { productId: number },
): Promise<ReviewableProduct> {
  const [product] = await boughtProducts(db, ctx, params.productId);
  if (!product) throw notBought();
  return product;
}

/**
 * Writes or rewrites the customer's review of a product they bought (one per product); anyone
 * who did not buy it gets 404 and nothing is stored.
 */
export async function saveReview(
  db: Db,
  ctx: ServiceContext,
  params: { productId: number },
  input: ReviewBody,
): Promise<ReviewableProduct> {
  const { id: customerId } = requireCustomer(ctx);
  await getReviewableProduct(db, ctx, params);
  const now = new Date();
  await db
    .insert(productReviews)
    .values({ tenantId: ctx.tenantId, customerId, productId: params.productId, ...input })
    .onConflictDoUpdate({
      target: [productReviews.tenantId, productReviews.customerId, productReviews.productId],
      set: { ...input, updatedAt: now },
    });
  return getReviewableProduct(db, ctx, params);
}

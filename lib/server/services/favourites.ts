import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FavouritesList } from '@/lib/contracts/favourites';

import type { Db } from '@/lib/server/db/client';
import { favourites, products } from '@/lib/server/db/schema';
import { ValidationError } from '@/lib/server/http/errors';
import { requireCustomer, type ServiceContext } from './context';
import { shownProducts } from './products';

/** The logged-in customer's id, or 401: favourites on the server belong to a session. */
const customerOf = (ctx: ServiceContext): number => requireCustomer(ctx).id;

/** The customer's favourite products that are still visible, newest first. */
export async function listFavourites(db: Db, ctx: ServiceContext): Promise<FavouritesList> {
  const customerId = customerOf(ctx);
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(
      and(
        eq(favourites.tenantId, ctx.tenantId),
        eq(favourites.customerId, customerId),
        shownProducts(ctx.tenantId),
      ),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return { productIds: rows.map((r) => r.productId) };
}

/**
 * Adds products (newest first) to the customer's favourites and answers the whole list: the
 * union of what was stored and these, so a list kept on another device is merged, never replaced.
 * Every id must be a visible product of this store; otherwise nothing is stored and the 422 names
 * each refused id under `productIds.{index}`.
 */
export async function mergeFavourites(
  db: Db,
  ctx: ServiceContext,
  input: { productIds: number[] },
): Promise<FavouritesList> {
  const customerId = customerOf(ctx);
  const ids = [...new Set(input.productIds)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(shownProducts(ctx.tenantId), inArray(products.id, ids)));
    const known = new Set(found.map((p) => p.id));
    const refused = input.productIds.flatMap((id, index) => (known.has(id) ? [] : [index]));
    if (refused.length > 0) {
      const refusal = 'favourites.productNotFound';
      throw new ValidationError(
        refusal,
        Object.fromEntries(refused.map((index) => [`productIds.${index}`, [refusal]])),
      );
    }
    // Inserted oldest first, so that the newest (the first id) gets the highest row id and comes
    // first among rows created in the same transaction.
    await tx
      .insert(favourites)
      .values(
        ids.toReversed().map((productId) => ({ tenantId: ctx.tenantId, customerId, productId })),
      )
      .onConflictDoNothing({ target: [favourites.customerId, favourites.productId] });
  });
  return listFavourites(db, ctx);
}

/** Removes a product from the customer's favourites (nothing happens if it was not there). */
export async function removeFavourite(
  db: Db,
  ctx: ServiceContext,
  input: { productId: number },
): Promise<FavouritesList> {
  const customerId = customerOf(ctx);
  await db
    .delete(favourites)
    .where(
      and(
        eq(favourites.tenantId, ctx.tenantId),
        eq(favourites.customerId, customerId),
        eq(favourites.productId, input.productId),
      ),
    );
  return listFavourites(db, ctx);
}

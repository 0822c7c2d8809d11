import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { productAddons, products } from '@/lib/server/db/schema';

/**
 * A product's add-ons (warranty, services) in the store's order, with the add-on product they
 * sell and the stored price rule (cents, basis points or price ranges). One query for the
 * product page, which prices them, and the back-office editor, which shows the rule as typed.
 */
export function productAddonRows(db: Db, tenantId: number, productId: number) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      kind: productAddons.kind,
      priceType: productAddons.priceType,
      value: productAddons.value,
      rates: productAddons.rates,
    })
    .from(productAddons)
    .innerJoin(products, eq(products.id, productAddons.addonProductId))
    .where(and(eq(productAddons.tenantId, tenantId), eq(productAddons.productId, productId)))
    .orderBy(asc(productAddons.sortOrder), asc(productAddons.id));
}

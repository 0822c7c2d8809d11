import 'server-only';
import { toCents } from '@/lib/domain/money';
import type { Db } from '@/lib/server/db/client';
import type { OrderShipment } from '@/lib/server/db/schema';
import type { CartCatalog } from './cart-catalog';
import type { DraftLine } from './cart-lines';
import type { ServiceContext } from './context';
import { quoteShipping } from './shipping';

/**
 * The cart's chosen shipping quote priced again for these lines: null without one, without
 * products to deliver, or when its method no longer serves the CEP (the cart then shows
 * 'Calculado na próxima etapa').
 */
export async function pricedShipment(
  db: Db,
  ctx: ServiceContext,
  chosen: OrderShipment | null,
  lines: DraftLine[],
  catalog: CartCatalog,
): Promise<OrderShipment | null> {
  if (!chosen?.zipcode) return null;
  const products = lines
    .filter((l) => l.role === 'product' && catalog.products.get(l.productId)?.available)
    .map((l) => ({ product: l.productId, quantity: l.quantity }));
  if (products.length === 0) return null;
  const quotes = await quoteShipping(db, ctx, { zipcode: chosen.zipcode, products }, catalog);
  const quote = quotes.find((q) => q.method === chosen.method);
  return quote
    ? {
        method: quote.method,
        description: quote.description,
        totalCents: toCents(quote.total),
        deliveryTime: quote.deliveryTime,
        zipcode: chosen.zipcode,
      }
    : null;
}

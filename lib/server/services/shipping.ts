import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { ShippingQuote, ShippingQuoteQuery } from '@/lib/contracts/cart';
import { toReais } from '@/lib/domain/money';
import { shippingPriceCents } from '@/lib/domain/pricing';
import { businessDaysText } from '@/lib/i18n/business-days';

import type { Db } from '@/lib/server/db/client';
import { shippingRules } from '@/lib/server/db/schema';
import { ServiceUnavailableError, ValidationError } from '@/lib/server/http/errors';
import { loadCartCatalog, type CartCatalog } from './cart-catalog';
import { findCepAddress } from './cep';
import type { ServiceContext } from './context';

/**
 * GET /shipping/quote: each method that serves the CEP, priced on the products' total from the
 * catalogue (a price sent by the client is ignored), delivery in business days plus the longest
 * production time among the products. Cheapest first; an empty list when no method serves the CEP
 * or the CEP does not exist (the CEP lookup does not know it).
 */
export async function quoteShipping(
  db: Db,
  ctx: ServiceContext,
  input: ShippingQuoteQuery,
  /** The products already loaded (the checkout prices the same cart just before). */
  loaded?: CartCatalog,
): Promise<ShippingQuote[]> {
  const catalog =
    loaded ??
    (await loadCartCatalog(
      db,
      ctx.tenantId,
      input.products.map((p) => p.product),
    ));
  let totalCents = 0;
  let productionDays = 0;
  input.products.forEach((line, n) => {
    const product = catalog.products.get(line.product);
    if (!product || !product.available || product.type === 'addon') {
      throw new ValidationError('cart.productNotFound', {
        [`products.${n}.product`]: ['cart.productNotFound'],
      });
    }
    totalCents += product.finalPriceCents * line.quantity;
    productionDays = Math.max(productionDays, product.productionTime ?? 0);
  });
  if (!(await cepMayExist(db, ctx, input.zipcode))) return [];
  const rules = await db
    .select()
    .from(shippingRules)
    .where(
      and(
        eq(shippingRules.tenantId, ctx.tenantId),
        lte(shippingRules.zipStart, input.zipcode),
        gte(shippingRules.zipEnd, input.zipcode),
      ),
    );
  const byMethod = new Map<
    string,
    { cents: number; min: number; max: number; description: string }
  >();
  for (const rule of rules) {
    const cents = shippingPriceCents(
      rule.priceType === 'price_range'
        ? { priceType: 'price_range', rates: rule.rates }
        : { priceType: 'percent', value: rule.value },
      totalCents,
    );
    const seen = byMethod.get(rule.method);
    // Two rules of one method over the same CEP: the shopper gets the better one.
    if (!seen || cents < seen.cents)
      byMethod.set(rule.method, {
        cents,
        min: rule.deliveryDaysMin + productionDays,
        max: rule.deliveryDaysMax + productionDays,
        description: rule.description,
      });
  }
  return [...byMethod.entries()]
    .sort(([, a], [, b]) => a.cents - b.cents || a.min - b.min)
    .map(([method, q]) => ({
      method,
      description: q.description,
      total: toReais(q.cents),
      deliveryTime: businessDaysText(ctx.locale, q.min, q.max),
    }));
}

/**
 * False only when the CEP lookup knows the CEP does not exist. A lookup that could not be made
 * (the CEP service down) does not stop a sale: the shipping rules' CEP ranges still decide.
 */
async function cepMayExist(db: Db, ctx: ServiceContext, zipcode: string): Promise<boolean> {
  try {
    return (await findCepAddress(db, ctx, { zipcode })) !== null;
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return true;
    throw error;
  }
}

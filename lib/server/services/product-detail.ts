import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AddonProduct, BundleGroup, Product, ProductDetail } from '@/lib/contracts/catalog';
import { toCents, toReais } from '@/lib/domain/money';
import {
  addonPriceCents,
  cardInstallments,
  cashDiscountPercent,
  cashPriceCents,
  MAX_CARD_INSTALLMENTS,
} from '@/lib/domain/pricing';
import type { Db } from '@/lib/server/db/client';
import {
  bundleGroupOptions,
  bundleGroups,
  companies,
  productCrossSells,
  products,
} from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { productAddonRows } from './product-addons';
import { toProducts } from './products';

/** How many card installments the store gives without interest (12, or 3 in `outra`). */
export async function interestFreeLimit(db: Db, ctx: { tenantId: number }): Promise<number> {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, ctx.tenantId))
    .limit(1);
  return row?.settings.interface.interestFreeInstallments ?? MAX_CARD_INSTALLMENTS;
}

/** Adds what only the product page needs: add-ons priced for it, bundle groups, price simulation. */
export async function toProductDetail(
  db: Db,
  ctx: { tenantId: number },
  product: Product,
): Promise<ProductDetail> {
  const finalCents = toCents(product.finalPrice);
  const [addonProducts, bundleGroup, limit, [sealRow]] = await Promise.all([
    loadAddons(db, ctx, product.id, finalCents),
    product.type === 'bundle' ? loadBundleGroups(db, ctx, product.id) : Promise.resolve([]),
    interestFreeLimit(db, ctx),
    db
      .select({ seals: products.seals })
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, product.id))),
  ]);
  const cash = cashPriceCents(
    finalCents,
    product.inCashPrice === null ? null : toCents(product.inCashPrice),
  );
  return {
    ...product,
    addonProducts,
    bundleGroup,
    seals: sealRow?.seals ?? [],
    priceSimulation: {
      inCash: { finalPrice: toReais(cash), discountPercent: cashDiscountPercent(finalCents, cash) },
      inInstallment: cardInstallments(finalCents, limit).map((o) => ({
        installments: o.count,
        amount: toReais(o.amountCents),
        total: toReais(o.totalCents),
        interestFree: o.interestFree,
      })),
    },
  };
}

async function loadAddons(
  db: Db,
  ctx: { tenantId: number },
  productId: number,
  productFinalCents: number,
): Promise<AddonProduct[]> {
  const rows = await productAddonRows(db, ctx.tenantId, productId);
  return rows.map((r) => {
    const rule =
      r.priceType === 'price_range'
        ? { priceType: r.priceType, rates: r.rates }
        : { priceType: r.priceType, value: r.value };
    return {
      id: r.id,
      name: r.name,
      sku: r.sku,
      price: toReais(addonPriceCents(rule, productFinalCents)),
      priceType: r.priceType,
      percent: r.priceType === 'percent' ? r.value / 100 : null,
      rates: r.rates.map((rate) => ({
        startPrice: toReais(rate.startPriceCents),
        endPrice: toReais(rate.endPriceCents),
        price: toReais(rate.priceCents),
      })),
      isWarranty: r.kind === 'warranty',
    };
  });
}

async function loadBundleGroups(
  db: Db,
  ctx: { tenantId: number },
  productId: number,
): Promise<BundleGroup[]> {
  const groups = await db
    .select()
    .from(bundleGroups)
    .where(and(eq(bundleGroups.tenantId, ctx.tenantId), eq(bundleGroups.productId, productId)))
    .orderBy(asc(bundleGroups.sortOrder), asc(bundleGroups.id));
  if (groups.length === 0) return [];
  const options = await db
    .select()
    .from(bundleGroupOptions)
    .where(
      and(
        eq(bundleGroupOptions.tenantId, ctx.tenantId),
        inArray(
          bundleGroupOptions.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(bundleGroupOptions.id));
  const optionRows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, ctx.tenantId),
        inArray(
          products.id,
          options.map((o) => o.productId),
        ),
      ),
    );
  const optionProducts = new Map((await toProducts(db, ctx, optionRows)).map((p) => [p.id, p]));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    options: options.flatMap((o) => {
      const p = o.groupId === g.id ? optionProducts.get(o.productId) : undefined;
      if (!p) return [];
      return [
        {
          id: o.id,
          productId: p.id,
          quantity: o.quantity,
          defaultOption: o.isDefault ? ('1' as const) : ('0' as const),
          product: {
            id: p.id,
            name: p.name,
            sku: p.sku,
            url: p.url,
            price: p.price,
            finalPrice: p.finalPrice,
            saleable: p.saleable,
            stock: p.stock,
            medias: p.medias,
          },
        },
      ];
    }),
  }));
}

/** GET /catalog/product/{id}/crossSellProducts: visible suggestions in their order. */
export async function listCrossSells(
  db: Db,
  ctx: { tenantId: number },
  input: { productId: number },
): Promise<Product[]> {
  const [owner] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, input.productId)))
    .limit(1);
  if (!owner) throw new NotFoundError('errors.productNotFound');
  const rows = await db
    .select({ product: products })
    .from(productCrossSells)
    .innerJoin(products, eq(products.id, productCrossSells.crossSellProductId))
    .where(
      and(
        eq(productCrossSells.tenantId, ctx.tenantId),
        eq(productCrossSells.productId, input.productId),
        eq(products.visible, true),
      ),
    )
    .orderBy(asc(productCrossSells.sortOrder));
  return toProducts(
    db,
    ctx,
    rows.map((r) => r.product).filter((p) => p.type !== 'addon'),
  );
}

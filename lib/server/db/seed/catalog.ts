import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  attributeGroups,
  attributeOptions,
  attributes,
  bundleGroupOptions,
  bundleGroups,
  categories,
  customerAttributes,
  productAddons,
  productAttributes,
  productCategories,
  productCrossSells,
  productDownloads,
  productMedias,
  products,
} from '../schema';
import {
  demoAddons,
  demoAttributes,
  demoCrossSells,
  demoDownloads,
  kitGroups,
  type CategoryFixture,
  type ProductFixture,
} from './catalog-data';

export type CatalogIds = {
  categoryIds: Map<string, number>;
  optionIds: Map<string, { attributeId: number; optionId: number }>;
  productIds: Map<string, number>;
  limitedGroupId: number;
};

const DAY = 86_400_000;

export async function seedCatalog(
  tx: Db,
  tenantId: number,
  categoryFixtures: CategoryFixture[],
  productFixtures: ProductFixture[],
): Promise<CatalogIds> {
  const categoryIds = new Map<string, number>();
  for (const c of categoryFixtures) {
    const [row] = await tx
      .insert(categories)
      .values({
        tenantId,
        name: c.name,
        description: c.description,
        slug: c.url.split('/').pop()!,
        url: c.url,
        sortOrder: c.sortOrder,
        parentId: c.parent ? categoryIds.get(c.parent)! : null,
      })
      .returning({ id: categories.id });
    categoryIds.set(c.url, row!.id);
  }

  const optionIds = new Map<string, { attributeId: number; optionId: number }>();
  for (const [i, a] of demoAttributes.entries()) {
    const [attr] = await tx
      .insert(attributes)
      .values({ tenantId, code: a.code, name: a.name, filterable: true, sortOrder: i })
      .returning({ id: attributes.id });
    const options = await tx
      .insert(attributeOptions)
      .values(a.options.map((name, j) => ({ tenantId, attributeId: attr!.id, name, sortOrder: j })))
      .returning({ id: attributeOptions.id, name: attributeOptions.name });
    for (const o of options)
      optionIds.set(`${a.code}:${o.name}`, { attributeId: attr!.id, optionId: o.id });
  }

  const [group] = await tx
    .insert(attributeGroups)
    .values({ tenantId, name: 'Placas de vídeo', maxUnitsPerPurchase: 3 })
    .returning({ id: attributeGroups.id });
  await tx.insert(attributeGroups).values({ tenantId, name: 'Notebooks' });

  await tx.insert(customerAttributes).values([
    {
      tenantId,
      code: 'occupation',
      name: 'Profissão',
      options: ['Estudante', 'Profissional de TI', 'Designer', 'Gamer', 'Empresário', 'Outra'],
      sortOrder: 1,
    },
    {
      tenantId,
      code: 'area_de_interesse',
      name: 'Área de interesse',
      options: ['Games', 'Trabalho', 'Estudos', 'Design e edição'],
      sortOrder: 2,
    },
  ]);

  const ids: CatalogIds = {
    categoryIds,
    optionIds,
    productIds: new Map(),
    limitedGroupId: group!.id,
  };
  await insertProducts(tx, tenantId, productFixtures, ids);
  return ids;
}

/** Inserts products with medias, categories (leaf and parent) and attributes, in batches. */
export async function insertProducts(
  tx: Db,
  tenantId: number,
  fixtures: ProductFixture[],
  ids: CatalogIds,
): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < fixtures.length; start += 250) {
    const batch = fixtures.slice(start, start + 250);
    const rows = await tx
      .insert(products)
      .values(
        batch.map((p) => ({
          tenantId,
          sku: p.sku,
          url: p.url,
          name: p.name,
          subtitle: p.subtitle,
          shortDescription: p.shortDescription,
          description: `<p>${p.shortDescription}</p><ul><li>${p.subtitle}</li><li>Garantia de 1 ano</li><li>Nota fiscal e envio para todo o Brasil</li></ul>`,
          type: p.type ?? 'simple',
          stock: p.stock,
          priceCents: p.priceCents,
          finalPriceCents: p.finalPriceCents,
          inCashPriceCents: p.inCashPriceCents ?? null,
          productionTime: p.productionTime ?? null,
          attributeGroupId: p.limitedGroup ? ids.limitedGroupId : null,
          createdAt: new Date(now - (p.createdDaysAgo ?? 0) * DAY),
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const bySku = new Map(rows.map((r) => [r.sku, r.id]));
    for (const [sku, id] of bySku) ids.productIds.set(sku, id);

    const medias = batch.flatMap((p) => [
      {
        tenantId,
        productId: bySku.get(p.sku)!,
        url: `/media/photos/${p.image}-a.jpg`,
        position: 0,
      },
      {
        tenantId,
        productId: bySku.get(p.sku)!,
        url: `/media/photos/${p.image}-b.jpg`,
        position: 1,
      },
    ]);
    await tx.insert(productMedias).values(medias);

    const links = batch.flatMap((p) => {
      const leaf = ids.categoryIds.get(p.category);
      const parent = p.category.includes('/')
        ? ids.categoryIds.get(p.category.split('/')[0]!)
        : undefined;
      return [leaf, parent].flatMap((categoryId) =>
        categoryId ? [{ tenantId, productId: bySku.get(p.sku)!, categoryId }] : [],
      );
    });
    if (links.length > 0) await tx.insert(productCategories).values(links);

    const attrs = batch.flatMap((p) =>
      Object.entries(p.attributes).flatMap(([code, label]) => {
        const option = ids.optionIds.get(`${code}:${label}`);
        return option
          ? [
              {
                tenantId,
                productId: bySku.get(p.sku)!,
                attributeId: option.attributeId,
                optionId: option.optionId,
              },
            ]
          : [];
      }),
    );
    if (attrs.length > 0) await tx.insert(productAttributes).values(attrs);
  }
}

/** Add-ons of the Notebook Demo Pro 15, the groups of the Kit Home Office Demo and the
 * cross-sell suggestions. */
export async function seedDemoExtras(tx: Db, tenantId: number, ids: CatalogIds): Promise<void> {
  const notebookId = ids.productIds.get('NB-DEMO-PRO-15')!;
  for (const [i, addon] of demoAddons.entries()) {
    const [row] = await tx
      .insert(products)
      .values({
        tenantId,
        sku: addon.sku,
        url: addon.sku.toLowerCase(),
        name: addon.name,
        type: 'addon',
        visible: false,
        stock: 100000,
        priceCents: addon.priceType === 'fixed' ? addon.value : 0,
        finalPriceCents: addon.priceType === 'fixed' ? addon.value : 0,
      })
      .returning({ id: products.id });
    await tx.insert(productAddons).values({
      tenantId,
      productId: notebookId,
      addonProductId: row!.id,
      kind: addon.kind,
      priceType: addon.priceType,
      value: addon.value,
      sortOrder: i,
    });
  }
  const kitId = ids.productIds.get('KIT-HOME-OFFICE')!;
  for (const [i, g] of kitGroups.entries()) {
    const [group] = await tx
      .insert(bundleGroups)
      .values({ tenantId, productId: kitId, name: g.name, sortOrder: i })
      .returning({ id: bundleGroups.id });
    await tx.insert(bundleGroupOptions).values(
      g.options.map((sku, j) => ({
        tenantId,
        groupId: group!.id,
        productId: ids.productIds.get(sku)!,
        quantity: 1,
        isDefault: j === 0,
      })),
    );
  }
  await tx.insert(productCrossSells).values(
    Object.entries(demoCrossSells).flatMap(([sku, suggestions]) =>
      suggestions.map((suggestion, sortOrder) => ({
        tenantId,
        productId: ids.productIds.get(sku)!,
        crossSellProductId: ids.productIds.get(suggestion)!,
        sortOrder,
      })),
    ),
  );
  await tx.insert(productDownloads).values(
    Object.entries(demoDownloads).flatMap(([sku, downloads]) =>
      downloads.map((download, sortOrder) => ({
        tenantId,
        productId: ids.productIds.get(sku)!,
        ...download,
        sortOrder,
      })),
    ),
  );
}

/** Reads back the ids a previous seed created, for adding generated products later. */
export async function loadCatalogIds(tx: Db, tenantId: number): Promise<CatalogIds> {
  const cats = await tx
    .select({ id: categories.id, url: categories.url })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
  const opts = await tx
    .select({
      code: attributes.code,
      name: attributeOptions.name,
      attributeId: attributes.id,
      optionId: attributeOptions.id,
    })
    .from(attributeOptions)
    .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
    .where(eq(attributes.tenantId, tenantId));
  const [group] = await tx
    .select({ id: attributeGroups.id })
    .from(attributeGroups)
    .where(eq(attributeGroups.tenantId, tenantId))
    .limit(1);
  return {
    categoryIds: new Map(cats.map((c) => [c.url, c.id])),
    optionIds: new Map(
      opts.map((o) => [
        `${o.code}:${o.name}`,
        { attributeId: o.attributeId, optionId: o.optionId },
      ]),
    ),
    productIds: new Map(),
    limitedGroupId: group?.id ?? 0,
  };
}

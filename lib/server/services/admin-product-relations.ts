import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AdminProductRelations,
  ProductEditorChoices,
} from '@/lib/contracts/back-office-product-relations';
import type { AdminProductValues } from '@/lib/contracts/back-office-products';
import { toCents, toReais } from '@/lib/domain/money';
import type { Db } from '@/lib/server/db/client';
import {
  attributeOptions,
  attributes,
  bundleGroupOptions,
  bundleGroups,
  productAddons,
  productAttributes,
  productCrossSells,
  productDownloads,
  products,
} from '@/lib/server/db/schema';
import { ValidationError, type FieldErrors } from '@/lib/server/http/errors';
import { requireArea, type BackOfficeContext } from './back-office';
import { productAddonRows } from './product-addons';

/**
 * A product's attributes, add-ons, bundle groups, cross-sells and downloads as the editor loads
 * them and the audit compares them: other products by SKU and name. (Its seals are a column of
 * the product's own row.)
 */
export async function loadProductRelations(
  db: Db,
  tenantId: number,
  productId: number,
): Promise<Omit<AdminProductRelations, 'seals'>> {
  const [attributeRows, addonRows, groups, crossSellRows, downloadRows] = await Promise.all([
    db
      .select({
        attributeId: productAttributes.attributeId,
        optionId: productAttributes.optionId,
        text: productAttributes.text,
      })
      .from(productAttributes)
      .where(
        and(eq(productAttributes.tenantId, tenantId), eq(productAttributes.productId, productId)),
      )
      .orderBy(asc(productAttributes.attributeId), asc(productAttributes.id)),
    productAddonRows(db, tenantId, productId),
    db
      .select({ id: bundleGroups.id, name: bundleGroups.name })
      .from(bundleGroups)
      .where(and(eq(bundleGroups.tenantId, tenantId), eq(bundleGroups.productId, productId)))
      .orderBy(asc(bundleGroups.sortOrder), asc(bundleGroups.id)),
    db
      .select({ sku: products.sku, name: products.name })
      .from(productCrossSells)
      .innerJoin(products, eq(products.id, productCrossSells.crossSellProductId))
      .where(
        and(eq(productCrossSells.tenantId, tenantId), eq(productCrossSells.productId, productId)),
      )
      .orderBy(asc(productCrossSells.sortOrder)),
    db
      .select({
        kind: productDownloads.kind,
        title: productDownloads.title,
        url: productDownloads.url,
      })
      .from(productDownloads)
      .where(
        and(eq(productDownloads.tenantId, tenantId), eq(productDownloads.productId, productId)),
      )
      .orderBy(asc(productDownloads.sortOrder), asc(productDownloads.id)),
  ]);
  const options =
    groups.length === 0
      ? []
      : await db
          .select({
            groupId: bundleGroupOptions.groupId,
            sku: products.sku,
            name: products.name,
            quantity: bundleGroupOptions.quantity,
            isDefault: bundleGroupOptions.isDefault,
          })
          .from(bundleGroupOptions)
          .innerJoin(products, eq(products.id, bundleGroupOptions.productId))
          .where(
            and(
              eq(bundleGroupOptions.tenantId, tenantId),
              inArray(
                bundleGroupOptions.groupId,
                groups.map((g) => g.id),
              ),
            ),
          )
          .orderBy(asc(bundleGroupOptions.id));
  return {
    attributes: attributeRows,
    addons: addonRows.map(({ id: _id, value, rates, ...addon }) => ({
      ...addon,
      // Fixed: cents; percent: basis points. Either way a hundredth of the unit the form types.
      value: addon.priceType === 'price_range' ? null : toReais(value),
      rates: rates.map((r) => ({
        startPrice: toReais(r.startPriceCents),
        endPrice: toReais(r.endPriceCents),
        price: toReais(r.priceCents),
      })),
    })),
    bundleGroups: groups.map((g) => ({
      name: g.name,
      options: options
        .filter((o) => o.groupId === g.id)
        .map(({ groupId: _groupId, ...option }) => option),
    })),
    crossSells: crossSellRows,
    downloads: downloadRows,
  };
}

/**
 * The relations as a save sends them (products by SKU alone, no names): what a copy of the
 * product is saved with.
 */
export function relationsBody(relations: AdminProductRelations): Relations {
  return {
    attributes: relations.attributes,
    addons: relations.addons.map(({ name: _name, ...addon }) => addon),
    bundleGroups: relations.bundleGroups.map((group) => ({
      name: group.name,
      options: group.options.map(({ name: _name, ...option }) => option),
    })),
    crossSells: relations.crossSells.map(({ sku }) => ({ sku })),
    seals: relations.seals,
    downloads: relations.downloads,
  };
}

/** What the editor offers: the store's attributes with their options, and its add-on products. */
export async function productEditorChoices(
  db: Db,
  ctx: BackOfficeContext,
): Promise<ProductEditorChoices> {
  requireArea(ctx, 'catalog');
  const { tenantId } = ctx;
  const [attributeRows, optionRows, addonRows] = await Promise.all([
    db
      .select({
        id: attributes.id,
        name: attributes.name,
        type: attributes.type,
        isList: attributes.isList,
      })
      .from(attributes)
      .where(eq(attributes.tenantId, tenantId))
      .orderBy(asc(attributes.sortOrder), asc(attributes.name)),
    db
      .select({
        id: attributeOptions.id,
        attributeId: attributeOptions.attributeId,
        name: attributeOptions.name,
      })
      .from(attributeOptions)
      .where(eq(attributeOptions.tenantId, tenantId))
      .orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.name)),
    db
      .select({ sku: products.sku, name: products.name })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.type, 'addon')))
      .orderBy(asc(products.name)),
  ]);
  return {
    attributes: attributeRows.map((a) => ({
      ...a,
      options: optionRows
        .filter((o) => o.attributeId === a.id)
        .map(({ id, name }) => ({ id, name })),
    })),
    addons: addonRows,
  };
}

type Relations = Pick<
  AdminProductValues,
  'attributes' | 'addons' | 'bundleGroups' | 'crossSells' | 'seals' | 'downloads'
>;

/** The store's products the relations name, by SKU (with their type, for add-ons). */
async function productsBySku(tx: Db, tenantId: number, values: Relations) {
  const skus = [
    ...(values.addons ?? []).map((a) => a.sku),
    ...(values.bundleGroups ?? []).flatMap((g) => g.options.map((o) => o.sku)),
    ...(values.crossSells ?? []).map((c) => c.sku),
  ];
  if (skus.length === 0) return new Map<string, { id: number; type: string }>();
  const rows = await tx
    .select({ id: products.id, sku: products.sku, type: products.type })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.sku, [...new Set(skus)])));
  return new Map(rows.map((r) => [r.sku, { id: r.id, type: r.type }]));
}

/** 422 on each row that names what the store does not have, or the product itself. */
async function checkRelations(tx: Db, tenantId: number, productId: number, values: Relations) {
  const bySku = await productsBySku(tx, tenantId, values);
  const errors: FieldErrors = {};
  const other = (path: string, sku: string) => {
    const found = bySku.get(sku);
    if (!found) errors[path] = ['backOffice.products.skuUnknown'];
    else if (found.id === productId) errors[path] = ['backOffice.products.skuSelf'];
    return found;
  };
  const seen = (list: string[], path: (i: number) => string) =>
    list.forEach((sku, i) => {
      if (list.indexOf(sku) !== i) errors[path(i)] = ['backOffice.products.skuRepeated'];
    });
  values.addons?.forEach((addon, i) => {
    const found = other(`addons.${i}.sku`, addon.sku);
    if (found && found.type !== 'addon')
      errors[`addons.${i}.sku`] = ['backOffice.products.notAddon'];
  });
  seen(
    (values.addons ?? []).map((a) => a.sku),
    (i) => `addons.${i}.sku`,
  );
  values.bundleGroups?.forEach((group, g) =>
    group.options.forEach((option, o) => other(`bundleGroups.${g}.options.${o}.sku`, option.sku)),
  );
  values.crossSells?.forEach((c, i) => other(`crossSells.${i}.sku`, c.sku));
  seen(
    (values.crossSells ?? []).map((c) => c.sku),
    (i) => `crossSells.${i}.sku`,
  );
  if (values.attributes && values.attributes.length > 0) {
    const ids = [...new Set(values.attributes.map((a) => a.attributeId))];
    const [known, options] = await Promise.all([
      tx
        .select({ id: attributes.id, type: attributes.type, isList: attributes.isList })
        .from(attributes)
        .where(and(eq(attributes.tenantId, tenantId), inArray(attributes.id, ids))),
      tx
        .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
        .from(attributeOptions)
        .where(
          and(eq(attributeOptions.tenantId, tenantId), inArray(attributeOptions.attributeId, ids)),
        ),
    ]);
    const counts = new Map<number, number>();
    values.attributes.forEach((value, i) => {
      const attribute = known.find((a) => a.id === value.attributeId);
      counts.set(value.attributeId, (counts.get(value.attributeId) ?? 0) + 1);
      // A select attribute takes one of its options (several when it is a list), others a text.
      const valid =
        attribute &&
        (attribute.type === 'select'
          ? options.some((o) => o.id === value.optionId && o.attributeId === attribute.id)
          : value.optionId === null && value.text !== null) &&
        (attribute.isList || counts.get(value.attributeId) === 1);
      if (!valid) errors[`attributes.${i}`] = ['backOffice.products.attributeInvalid'];
    });
    if (Object.keys(errors).some((k) => k.startsWith('attributes.')))
      errors.attributes = ['backOffice.products.attributeInvalid'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError('errors.validation', errors);
  return bySku;
}

/**
 * Replaces each relation the save sent (and only those) with the rows it lists, after checking
 * that every product, attribute and option it names is the store's: nothing is written otherwise.
 */
export async function writeProductRelations(
  tx: Db,
  tenantId: number,
  productId: number,
  values: Relations,
): Promise<void> {
  const bySku = await checkRelations(tx, tenantId, productId, values);
  const idOf = (sku: string) => bySku.get(sku)!.id;
  if (values.attributes) {
    await tx.delete(productAttributes).where(eq(productAttributes.productId, productId));
    if (values.attributes.length > 0)
      await tx
        .insert(productAttributes)
        .values(values.attributes.map((a) => ({ tenantId, productId, ...a })));
  }
  if (values.addons) {
    await tx.delete(productAddons).where(eq(productAddons.productId, productId));
    if (values.addons.length > 0)
      await tx.insert(productAddons).values(
        values.addons.map((addon, sortOrder) => ({
          tenantId,
          productId,
          addonProductId: idOf(addon.sku),
          kind: addon.kind,
          priceType: addon.priceType,
          // Reais to cents, or a percent to basis points: both a hundredth.
          value: addon.priceType === 'price_range' ? 0 : toCents(addon.value ?? 0),
          rates: addon.rates.map((r) => ({
            startPriceCents: toCents(r.startPrice),
            endPriceCents: toCents(r.endPrice),
            priceCents: toCents(r.price),
          })),
          sortOrder,
        })),
      );
  }
  if (values.bundleGroups) {
    await tx.delete(bundleGroups).where(eq(bundleGroups.productId, productId));
    for (const [sortOrder, group] of values.bundleGroups.entries()) {
      const [row] = await tx
        .insert(bundleGroups)
        .values({ tenantId, productId, name: group.name, sortOrder })
        .returning({ id: bundleGroups.id });
      await tx.insert(bundleGroupOptions).values(
        group.options.map((o) => ({
          tenantId,
          groupId: row!.id,
          productId: idOf(o.sku),
          quantity: o.quantity,
          isDefault: o.isDefault,
        })),
      );
    }
  }
  if (values.crossSells) {
    await tx.delete(productCrossSells).where(eq(productCrossSells.productId, productId));
    if (values.crossSells.length > 0)
      await tx.insert(productCrossSells).values(
        values.crossSells.map((c, sortOrder) => ({
          tenantId,
          productId,
          crossSellProductId: idOf(c.sku),
          sortOrder,
        })),
      );
  }
  if (values.seals)
    await tx
      .update(products)
      .set({ seals: [...new Set(values.seals)] })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  if (values.downloads) {
    await tx.delete(productDownloads).where(eq(productDownloads.productId, productId));
    if (values.downloads.length > 0)
      await tx
        .insert(productDownloads)
        .values(values.downloads.map((d, sortOrder) => ({ tenantId, productId, ...d, sortOrder })));
  }
}

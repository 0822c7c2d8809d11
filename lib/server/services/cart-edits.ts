import 'server-only';
import type { BundleChoiceInput, CartItemInput } from '@/lib/contracts/cart';
import { ValidationError, type ErrorText } from '@/lib/server/http/errors';
import type { CartCatalog } from './cart-catalog';
import { newLineKey, type CartMessage, type DraftLine } from './cart-lines';

/*
 * The store's rules for editing a cart's lines in memory: adding items, choosing add-ons and a
 * kit's parts. Nothing here reads or writes the database (cart.ts does, around these).
 */

export function refuse(text: ErrorText, field: string): never {
  throw new ValidationError(text, { [field]: [text] });
}

/** A kit's choice from the request: every group the kit's, every product one of its options. */
export function bundleChoice(
  bundleId: number,
  input: BundleChoiceInput,
  catalog: CartCatalog,
  t: CartMessage,
): Map<number, number> {
  const groups = catalog.bundles.get(bundleId) ?? [];
  if (input.template && input.template.id !== bundleId) refuse(t('cart.invalidKit'), 'bundle');
  const choice = new Map<number, number>();
  for (const g of input.groups ?? []) {
    const group = groups.find((x) => x.id === g.id);
    const productId = g.products[0]!.productId;
    if (!group || !group.options.some((o) => o.productId === productId) || choice.has(g.id))
      refuse(t('cart.invalidKit'), 'bundle');
    const product = catalog.products.get(productId);
    if (!product?.available || product.stock <= 0)
      refuse(t('cart.unavailable', { name: product?.name ?? '' }), 'bundle');
    choice.set(g.id, productId);
  }
  return choice;
}

/** Replaces a line's add-ons: each offered with its product, at most one extended warranty. */
export function setAddons(
  lines: DraftLine[],
  main: DraftLine,
  addonIds: number[],
  catalog: CartCatalog,
  t: CartMessage,
): DraftLine[] {
  const offers = catalog.addons.get(main.productId) ?? [];
  const chosen = addonIds.map((id) => offers.find((o) => o.addonProductId === id));
  if (chosen.some((o) => !o || !catalog.products.get(o.addonProductId)?.available))
    refuse(t('cart.addonNotOffered'), 'addons');
  if (chosen.filter((o) => o!.isWarranty).length > 1) refuse(t('cart.oneWarranty'), 'addons');
  const current = lines.filter((l) => l.parentKey === main.key && l.role === 'addon');
  const kept = current.filter((l) => addonIds.includes(l.productId));
  const added = addonIds
    .filter((id) => !current.some((l) => l.productId === id))
    .map<DraftLine>((productId) => ({
      key: newLineKey(),
      id: null,
      productId,
      parentKey: main.key,
      role: 'addon',
      quantity: main.quantity,
      bundle: null,
      nvidia: false,
    }));
  return [
    ...lines.filter((l) => !(l.parentKey === main.key && l.role === 'addon') || kept.includes(l)),
    ...added,
  ];
}

export const sameChoice = (a: Map<number, number> | null, b: Map<number, number> | null) =>
  (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every(([g, p]) => b?.get(g) === p);

/**
 * Adds the requested lines. An item with `parent` is an add-on of a product in the same request
 * (by product id) or of a line already in the cart (by line id). A product already in the cart
 * with the same kit choice and add-ons gets more units instead of a second line.
 */
export function addItems(
  lines: DraftLine[],
  items: CartItemInput[],
  catalog: CartCatalog,
  touched: Set<number>,
  t: CartMessage,
): DraftLine[] {
  const notFound = t('cart.productNotFound');
  const mains: { line: DraftLine; addonIds: number[]; index: number }[] = [];
  items.forEach((item, n) => {
    if (item.parent !== undefined) return;
    const product = catalog.products.get(item.product);
    if (!product || product.type === 'addon')
      throw new ValidationError(notFound, { [`items.${n}.product`]: [notFound] });
    if (!product.available || product.stock <= 0)
      refuse(t('cart.unavailable', { name: product.name }), `items.${n}.product`);
    const bundleInput = item.additionalInformation?.bundle;
    if (bundleInput && product.type !== 'bundle')
      refuse(t('cart.notAKit'), `items.${n}.additionalInformation`);
    const line: DraftLine = {
      key: newLineKey(),
      id: null,
      productId: product.id,
      parentKey: null,
      role: 'product',
      quantity: item.quantity,
      bundle:
        product.type === 'bundle' ? bundleChoice(product.id, bundleInput ?? {}, catalog, t) : null,
      nvidia: item.additionalInformation?.nvidia === true,
    };
    if (line.bundle) for (const id of line.bundle.values()) touched.add(id);
    touched.add(product.id);
    mains.push({ line, addonIds: [], index: n });
  });
  let next = [...lines];
  const pending: { parent: DraftLine; addonIds: number[] }[] = [];
  items.forEach((item, n) => {
    if (item.parent === undefined) return;
    // The nearest product before it in the request, so [A, warranty of A, A, service of A] pairs up.
    const ofProduct = mains.filter((m) => m.line.productId === item.parent);
    const inRequest = ofProduct.findLast((m) => m.index < n) ?? ofProduct[0];
    const existing = next.find((l) => l.id === item.parent && l.role === 'product');
    if (inRequest) inRequest.addonIds.push(item.product);
    else if (existing) {
      const entry = pending.find((p) => p.parent === existing);
      if (entry) entry.addonIds.push(item.product);
      else pending.push({ parent: existing, addonIds: [item.product] });
    } else refuse(t('cart.parentNotFound'), `items.${n}.parent`);
  });
  for (const { line, addonIds } of mains) {
    const ids = [...new Set(addonIds)].sort((a, b) => a - b);
    const twin = next.find(
      (l) =>
        l.role === 'product' &&
        l.productId === line.productId &&
        sameChoice(l.bundle, line.bundle) &&
        next
          .filter((a) => a.parentKey === l.key && a.role === 'addon')
          .map((a) => a.productId)
          .sort((a, b) => a - b)
          .join() === ids.join(),
    );
    if (twin) {
      twin.quantity += line.quantity;
      continue;
    }
    next.push(line);
    next = setAddons(next, line, ids, catalog, t);
  }
  for (const { parent, addonIds } of pending) {
    const current = next
      .filter((l) => l.parentKey === parent.key && l.role === 'addon')
      .map((l) => l.productId);
    next = setAddons(next, parent, [...new Set([...current, ...addonIds])], catalog, t);
  }
  return next;
}

const addonIdsOf = (lines: DraftLine[], main: DraftLine) =>
  lines
    .filter((l) => l.parentKey === main.key && l.role === 'addon')
    .map((l) => l.productId)
    .sort((a, b) => a - b)
    .join();

/**
 * A shopper's lines added to a customer's cart at login: a product already there with the same kit
 * choice and add-ons gets the units, anything else comes as new lines with its add-ons (a kit's
 * parts are rebuilt from its choice by normalizeLines). Nothing is refused: the cart shows stock and
 * limit problems as it always does.
 */
export function mergeLines(into: DraftLine[], from: DraftLine[]): DraftLine[] {
  const merged = into.map((l) => ({ ...l }));
  for (const main of from.filter((l) => l.role === 'product')) {
    const addons = addonIdsOf(from, main);
    const twin = merged.find(
      (l) =>
        l.role === 'product' &&
        l.productId === main.productId &&
        sameChoice(l.bundle, main.bundle) &&
        addonIdsOf(merged, l) === addons,
    );
    if (twin) {
      twin.quantity += main.quantity;
      continue;
    }
    const copy: DraftLine = { ...main, key: newLineKey(), id: null, storedPriceCents: undefined };
    merged.push(copy);
    for (const addon of from.filter((l) => l.parentKey === main.key && l.role === 'addon'))
      merged.push({
        ...addon,
        key: newLineKey(),
        id: null,
        parentKey: copy.key,
        storedPriceCents: undefined,
      });
  }
  return merged;
}

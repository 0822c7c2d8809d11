import 'server-only';
import type { Order, OrderItem } from '@/lib/contracts/cart';
import {
  cartTotals,
  MAX_UNITS_PER_LINE,
  type CartLineRole,
  type CartTotals,
  type CouponRule,
  type PricedCartLine,
} from '@/lib/domain/cart';
import { toReais, type Locale } from '@/lib/domain/money';
import {
  renderMessage,
  type Message,
  type MessageKey,
  type MessageValues,
} from '@/lib/i18n/messages';
import { addonPriceCents, bundleTotalCents } from '@/lib/domain/pricing';
import type { OrderItemInformation, OrderShipment } from '@/lib/server/db/schema';
import type { CartCatalog, CartProduct } from './cart-catalog';

/**
 * A cart line being worked on: what is stored (`id` once it is) and what the shopper chose. A
 * kit's choice is group id → chosen product id; its parts and every add-on's quantity are derived
 * from the line they belong to (see `normalizeLines`).
 */
export type DraftLine = {
  key: string;
  id: number | null;
  productId: number;
  parentKey: string | null;
  role: CartLineRole;
  quantity: number;
  /** The unit price stored with the line at its last pricing (lines read from the database). */
  storedPriceCents?: number;
  bundle: Map<number, number> | null;
  nvidia: boolean;
};

/** Makes a cart's text ('cart.outOfStock' with its values); `message` of lib/i18n/messages.ts. */
export type CartMessage = (key: MessageKey, values?: MessageValues) => Message;

/** What stops a checkout, its texts not yet in a language (orderView renders them). */
export type CartErrors = {
  productStock: { itemId: number; productId: number; message: Message }[];
  others: Record<string, Message>;
};

let keySequence = 0;
export const newLineKey = () => `new:${++keySequence}`;

/** The kit's choice with every group filled: the chosen option, else the group's default. */
export function completeBundleChoice(
  catalog: CartCatalog,
  bundleId: number,
  chosen: Map<number, number> | null,
): Map<number, number> {
  const choice = new Map<number, number>();
  for (const group of catalog.bundles.get(bundleId) ?? []) {
    const picked = chosen?.get(group.id);
    const option =
      group.options.find((o) => o.productId === picked) ??
      group.options.find((o) => o.isDefault) ??
      group.options[0];
    if (option) choice.set(group.id, option.productId);
  }
  return choice;
}

function isDefaultChoice(catalog: CartCatalog, bundleId: number, choice: Map<number, number>) {
  return (catalog.bundles.get(bundleId) ?? []).every((g) => {
    const byDefault = g.options.find((o) => o.isDefault) ?? g.options[0];
    return !byDefault || choice.get(g.id) === byDefault.productId;
  });
}

/**
 * Derives what follows from the shopper's lines: a kit's part lines (one per group, the chosen
 * product, option quantity × kit quantity) and each add-on's quantity (its product's). Parts that
 * stay keep their stored ids.
 */
export function normalizeLines(lines: DraftLine[], catalog: CartCatalog): DraftLine[] {
  const mains = lines.filter((l) => l.role === 'product');
  const out: DraftLine[] = [];
  for (const main of mains) {
    out.push(main);
    const product = catalog.products.get(main.productId);
    if (product?.type === 'bundle') {
      main.bundle = completeBundleChoice(catalog, main.productId, main.bundle);
      const oldParts = lines.filter((l) => l.parentKey === main.key && l.role === 'bundle-part');
      for (const group of catalog.bundles.get(main.productId) ?? []) {
        const productId = main.bundle.get(group.id);
        const option = group.options.find((o) => o.productId === productId);
        if (!option) continue;
        const kept = oldParts.find((p) => p.productId === productId && !out.includes(p));
        out.push({
          key: kept?.key ?? newLineKey(),
          id: kept?.id ?? null,
          productId: option.productId,
          parentKey: main.key,
          role: 'bundle-part',
          quantity: option.quantity * main.quantity,
          bundle: null,
          nvidia: false,
        });
      }
    }
    for (const addon of lines.filter((l) => l.parentKey === main.key && l.role === 'addon'))
      out.push({ ...addon, quantity: main.quantity });
  }
  return out;
}

/** A line's unit price by card: the product's, the configured kit's, or the add-on's for its product. */
function unitPrice(
  line: DraftLine,
  catalog: CartCatalog,
  units: Map<string, number>,
  parent: DraftLine | undefined,
): Pick<PricedCartLine, 'unitCents' | 'ownCashUnitCents'> {
  const product = catalog.products.get(line.productId);
  if (!product || line.role === 'bundle-part') return { unitCents: 0, ownCashUnitCents: null };
  if (line.role === 'addon') {
    const offer = parent
      ? catalog.addons.get(parent.productId)?.find((a) => a.addonProductId === line.productId)
      : undefined;
    const base = parent ? (units.get(parent.key) ?? 0) : 0;
    return { unitCents: offer ? addonPriceCents(offer.rule, base) : 0, ownCashUnitCents: null };
  }
  if (product.type === 'bundle') {
    const choice = completeBundleChoice(catalog, product.id, line.bundle);
    const choices = (catalog.bundles.get(product.id) ?? []).flatMap((g) => {
      const chosen = g.options.find((o) => o.productId === choice.get(g.id));
      const byDefault = g.options.find((o) => o.isDefault) ?? g.options[0];
      const c = chosen && catalog.products.get(chosen.productId);
      const d = byDefault && catalog.products.get(byDefault.productId);
      if (!chosen || !c || !d) return [];
      return [
        {
          quantity: chosen.quantity,
          priceCents: c.priceCents,
          finalPriceCents: c.finalPriceCents,
          defaultPriceCents: d.priceCents,
          defaultFinalPriceCents: d.finalPriceCents,
        },
      ];
    });
    const unitCents = bundleTotalCents(product, choices).finalPriceCents;
    return {
      unitCents,
      ownCashUnitCents: isDefaultChoice(catalog, product.id, choice)
        ? product.inCashPriceCents
        : null,
    };
  }
  return { unitCents: product.finalPriceCents, ownCashUnitCents: product.inCashPriceCents };
}

export type PricedLine = DraftLine & PricedCartLine;

/** Every line with its unit price (add-ons priced on their product's unit price). */
export function priceLines(lines: DraftLine[], catalog: CartCatalog): PricedLine[] {
  const units = new Map<string, number>();
  const byKey = new Map(lines.map((l) => [l.key, l]));
  // Products and kits first: an add-on's price depends on its product's.
  const ordered = [...lines].sort(
    (a, b) => Number(a.role === 'addon') - Number(b.role === 'addon'),
  );
  const priced = new Map<string, PricedLine>();
  for (const line of ordered) {
    const parent = line.parentKey ? byKey.get(line.parentKey) : undefined;
    const price = unitPrice(line, catalog, units, parent);
    units.set(line.key, price.unitCents);
    priced.set(line.key, { ...line, ...price });
  }
  return lines.map((l) => priced.get(l.key)!);
}

/** Units of each product the cart takes from stock (products, kits and kit parts; not add-ons). */
export function unitsByProduct(lines: DraftLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const l of lines)
    if (l.role !== 'addon') units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  return units;
}

/**
 * The store's purchase limits for the products a change touched: at most the attribute group's
 * units (3 for graphics cards), and at most MAX_UNITS_PER_LINE of anything without talking to the
 * sales team. Returns the message of the first limit broken, or null.
 */
export function brokenLimit(
  lines: DraftLine[],
  catalog: CartCatalog,
  touched: ReadonlySet<number>,
  message: CartMessage,
): Message | null {
  for (const [productId, units] of unitsByProduct(lines)) {
    if (!touched.has(productId)) continue;
    const product = catalog.products.get(productId);
    const groupLimit = product?.maxUnitsPerPurchase;
    if (groupLimit !== null && groupLimit !== undefined && units > groupLimit)
      return message('cart.groupLimit', { max: groupLimit });
    if (units > MAX_UNITS_PER_LINE)
      return message('cart.largeQuantity', { max: MAX_UNITS_PER_LINE });
  }
  return null;
}

/** What stops a checkout: lines beyond stock, and lines whose product left the catalogue. */
export function cartErrors(
  lines: DraftLine[],
  catalog: CartCatalog,
  itemId: (line: DraftLine) => number,
  message: CartMessage,
): CartErrors {
  const errors: CartErrors = { productStock: [], others: {} };
  const units = unitsByProduct(lines);
  for (const line of lines) {
    const product = catalog.products.get(line.productId);
    if (!product || !product.available) {
      errors.others[`item-${itemId(line)}`] = message('cart.itemUnavailable', {
        name: product?.name ?? '',
      });
      continue;
    }
    if (line.role === 'addon') continue;
    const wanted = units.get(line.productId) ?? 0;
    if (wanted <= product.stock) continue;
    errors.productStock.push({
      itemId: itemId(line),
      productId: product.id,
      message:
        product.stock === 0
          ? message('cart.outOfStock', { name: product.name })
          : product.stock === 1
            ? message('cart.stockLimitOne', { name: product.name })
            : message('cart.stockLimit', { name: product.name, count: product.stock }),
    });
  }
  return errors;
}

type ViewInput = {
  id: string;
  status: Order['status'];
  lines: PricedLine[];
  catalog: CartCatalog;
  coupon: (CouponRule & { code: string }) | null;
  customer: Order['customer'];
  interestFreeLimit: number;
  itemId: (line: DraftLine) => number;
  errors: CartErrors;
  /** The caller's language: the order's error texts are answered in it. */
  locale: Locale;
  /** The cart's chosen shipping quote, priced for these lines; null without one. */
  shipment: OrderShipment | null;
};

function itemView(
  line: PricedLine,
  product: CartProduct | undefined,
  input: ViewInput,
  parentId: number | null,
): OrderItem {
  const offers = line.role === 'product' ? (input.catalog.addons.get(line.productId) ?? []) : [];
  // The same choice as stored with the line (one place builds it).
  const information = lineInformation(line, input.catalog);
  return {
    id: input.itemId(line),
    productId: line.productId,
    parent: parentId,
    type: line.role === 'addon' ? 'addon' : (product?.type ?? 'simple'),
    quantity: line.quantity,
    price: toReais(line.unitCents),
    totalPrice: toReais(line.unitCents * line.quantity),
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    url: product?.url ?? '',
    mediaUrl: product?.mediaUrl ?? null,
    categories: product?.categories ?? [],
    productionTime: product?.productionTime ?? null,
    additionalInformation: information,
    addons: offers.map((o) => ({
      productId: o.addonProductId,
      name: o.name,
      price: toReais(addonPriceCents(o.rule, line.unitCents)),
      isWarranty: o.isWarranty,
    })),
  };
}

/** The order as the API answers it (SPEC.md section 3): lines, totals, payment offers, errors. */
export function orderView(input: ViewInput): { order: Order; totals: CartTotals } {
  const totals = cartTotals(input.lines, {
    coupon: input.coupon,
    shippingCents: input.shipment?.totalCents ?? 0,
    interestFreeLimit: input.interestFreeLimit,
  });
  const byKey = new Map(input.lines.map((l) => [l.key, l]));
  const items = input.lines.map((line) => {
    const parent = line.parentKey ? byKey.get(line.parentKey) : undefined;
    return itemView(
      line,
      input.catalog.products.get(line.productId),
      input,
      parent ? input.itemId(parent) : null,
    );
  });
  const cashSaving = totals.totalFinalCents - totals.cash.totalCents;
  const cashOffer = (payment: 'pix' | 'billet') => ({
    payment,
    totalFinal: toReais(totals.cash.totalCents),
    discountType: 'percentual' as const,
    value: totals.cash.discountPercent,
    installments: [],
  });
  const order: Order = {
    id: input.id,
    status: input.status,
    items,
    coupon: input.coupon?.code ?? null,
    discountCoupon: input.coupon
      ? {
          discountType: input.coupon.discountType,
          value:
            input.coupon.discountType === 'fixed'
              ? toReais(input.coupon.value)
              : input.coupon.value,
        }
      : null,
    customer: input.customer,
    totalPrice: toReais(totals.totalPriceCents),
    totalDiscount: toReais(totals.discountCents),
    totalFinal: toReais(totals.totalFinalCents),
    totalTax: 0,
    totalShipping: toReais(totals.shippingCents),
    hasShipping: items.length > 0,
    shipment: input.shipment
      ? {
          method: input.shipment.method,
          description: input.shipment.description,
          total: toReais(input.shipment.totalCents),
          deliveryTime: input.shipment.deliveryTime,
          zipcode: input.shipment.zipcode,
        }
      : null,
    transaction: null,
    salePriceOffers: [
      cashOffer('pix'),
      cashOffer('billet'),
      {
        payment: 'creditCard',
        totalFinal: toReais(totals.totalFinalCents),
        discountType: 'none',
        value: 0,
        installments: totals.installments.map((i) => ({
          installments: i.count,
          amount: toReais(i.amountCents),
          total: toReais(i.totalCents),
          interestFree: i.interestFree,
        })),
      },
    ],
    offers: [
      ...(totals.discountCents > 0 && input.coupon
        ? [
            {
              name: input.coupon.code,
              paymentMethod: 'all',
              totalDiscount: toReais(totals.discountCents),
            },
          ]
        : []),
      ...(cashSaving > 0
        ? [
            { name: 'Pix', paymentMethod: 'pix', totalDiscount: toReais(cashSaving) },
            { name: 'Boleto', paymentMethod: 'billet', totalDiscount: toReais(cashSaving) },
          ]
        : []),
    ],
    errors: {
      productStock: input.errors.productStock.map((e) => ({
        ...e,
        message: renderMessage(input.locale, e.message),
      })),
      others: Object.fromEntries(
        Object.entries(input.errors.others).map(([k, m]) => [k, renderMessage(input.locale, m)]),
      ),
    },
  };
  return { order, totals };
}

/** The stored form of a line's choices (order_items.additional_information). */
export function lineInformation(line: DraftLine, catalog: CartCatalog): OrderItemInformation {
  const info: OrderItemInformation = line.nvidia ? { nvidia: true } : {};
  if (line.bundle) {
    const product = catalog.products.get(line.productId);
    info.bundle = {
      ...(product ? { template: { id: product.id, name: product.name } } : {}),
      groups: (catalog.bundles.get(line.productId) ?? []).flatMap((g) => {
        const chosen = catalog.products.get(line.bundle!.get(g.id) ?? -1);
        const option = g.options.find((o) => o.productId === chosen?.id);
        return chosen && option
          ? [
              {
                id: g.id,
                name: g.name,
                products: [{ productId: chosen.id, name: chosen.name, quantity: option.quantity }],
              },
            ]
          : [];
      }),
    };
  }
  return info;
}

/** Reads a stored line's kit choice back (group id → product id). */
export function storedBundleChoice(info: OrderItemInformation): Map<number, number> | null {
  const groups = info.bundle?.groups;
  if (!groups) return null;
  return new Map(
    groups.flatMap((g) => (g.products[0] ? [[g.id, g.products[0].productId] as const] : [])),
  );
}

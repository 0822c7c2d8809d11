import type { ProductEditorChoices } from '@/lib/contracts/back-office-product-relations';
import type { AdminProduct, PRODUCT_TYPES } from '@/lib/contracts/back-office-products';
import { toCents, toDecimalInput } from '@/lib/domain/money';
import { PRODUCT_SEALS } from '@/lib/domain/product-seals';
import { checkedValues } from '@/components/ui/use-contract-form';

const money = (reais: number | null) => (reais === null ? '' : toDecimalInput(toCents(reais)));

export type AddonRow = {
  sku: string;
  kind: 'warranty' | 'service';
  priceType: 'fixed' | 'percent' | 'price_range';
  value: string;
  rates: { startPrice: string; endPrice: string; price: string }[];
};
export type BundleGroupRow = {
  name: string;
  options: { sku: string; quantity: string; isDefault: boolean }[];
};
export type DownloadRow = { kind: 'manual' | 'driver'; title: string; url: string };

/** The editor's fields as typed: texts, and each relation as rows. */
export type ProductFormValues = {
  name: string;
  subtitle: string;
  shortDescription: string;
  description: string;
  sku: string;
  url: string;
  type: (typeof PRODUCT_TYPES)[number];
  saleable: boolean;
  visible: boolean;
  stock: string;
  price: string;
  finalPrice: string;
  inCashPrice: string;
  productionTime: string;
  categoryIds: string[];
  /** By `a{attribute id}`: an option id (a select), option ids (a list) or a text. */
  attributeValues: Record<string, string | string[]>;
  addons: AddonRow[];
  bundleGroups: BundleGroupRow[];
  crossSells: { sku: string }[];
  seals: string[];
  downloads: DownloadRow[];
};

export const attributeKey = (id: number) => `a${id}`;

/** The form of a product as saved, or of a new one (visible, for sale, no stock, every seal). */
export function formOf(
  product: AdminProduct | null,
  choices: ProductEditorChoices,
): ProductFormValues {
  const attributeValues: Record<string, string | string[]> = {};
  for (const attribute of choices.attributes) {
    const values = (product?.attributes ?? []).filter((a) => a.attributeId === attribute.id);
    attributeValues[attributeKey(attribute.id)] =
      attribute.type !== 'select'
        ? (values[0]?.text ?? '')
        : attribute.isList
          ? values.map((v) => String(v.optionId))
          : values[0]
            ? String(values[0].optionId)
            : '';
  }
  return {
    name: product?.name ?? '',
    subtitle: product?.subtitle ?? '',
    shortDescription: product?.shortDescription ?? '',
    description: product?.description ?? '',
    sku: product?.sku ?? '',
    url: product?.url ?? '',
    type: product?.type ?? 'simple',
    saleable: product?.saleable ?? true,
    visible: product?.visible ?? true,
    stock: String(product?.stock ?? 0),
    price: money(product?.price ?? null),
    finalPrice: money(product?.finalPrice ?? null),
    inCashPrice: money(product?.inCashPrice ?? null),
    productionTime:
      product?.productionTime === null || !product ? '' : String(product.productionTime),
    categoryIds: (product?.categoryIds ?? []).map(String),
    attributeValues,
    addons: (product?.addons ?? []).map((a) => ({
      sku: a.sku,
      kind: a.kind,
      priceType: a.priceType,
      value: money(a.value),
      rates: a.rates.map((r) => ({
        startPrice: money(r.startPrice),
        endPrice: money(r.endPrice),
        price: money(r.price),
      })),
    })),
    bundleGroups: (product?.bundleGroups ?? []).map((g) => ({
      name: g.name,
      options: g.options.map((o) => ({
        sku: o.sku,
        quantity: String(o.quantity),
        isDefault: o.isDefault,
      })),
    })),
    crossSells: (product?.crossSells ?? []).map(({ sku }) => ({ sku })),
    seals: product ? [...product.seals] : [...PRODUCT_SEALS],
    downloads: (product?.downloads ?? []).map((d) => ({ ...d })),
  };
}

/** What the contract checks and the API takes: the attributes as rows, the lists as lists. */
export function bodyOf(values: ProductFormValues, choices: ProductEditorChoices) {
  const { attributeValues, ...rest } = values;
  type AttributeValue = { attributeId: number; optionId: number | null; text: string | null };
  const attributes = choices.attributes.flatMap((attribute): AttributeValue[] => {
    const value = attributeValues?.[attributeKey(attribute.id)];
    if (attribute.type !== 'select') {
      const text = typeof value === 'string' ? value.trim() : '';
      return text ? [{ attributeId: attribute.id, optionId: null, text }] : [];
    }
    return checkedValues(value).map((optionId) => ({
      attributeId: attribute.id,
      optionId: Number(optionId),
      text: null,
    }));
  });
  return {
    ...rest,
    categoryIds: checkedValues(values.categoryIds),
    seals: checkedValues(values.seals),
    attributes,
    // A range add-on's value and other add-ons' bands are not theirs: left out.
    addons: values.addons.map((a) =>
      a.priceType === 'price_range' ? { ...a, value: '' } : { ...a, rates: [] },
    ),
    bundleGroups: values.type === 'bundle' ? values.bundleGroups : [],
  };
}

import type { AdminProductBody } from '@/lib/contracts/back-office-products';
import { toDecimalInput } from '@/lib/domain/money';

/**
 * The catalog's CSV (issue 28 item 7), one product a line, the same for export and import:
 * what an ERP or a spreadsheet round-trips. Headers are Portuguese, prices in reais with a
 * decimal comma, switches 'sim'/'não', categories by their URLs separated by '|'.
 */
export const PRODUCT_CSV_COLUMNS = [
  { key: 'sku', header: 'sku' },
  { key: 'name', header: 'nome' },
  { key: 'subtitle', header: 'subtitulo' },
  { key: 'shortDescription', header: 'descricao_curta' },
  { key: 'url', header: 'url' },
  { key: 'type', header: 'tipo' },
  { key: 'visible', header: 'visivel' },
  { key: 'saleable', header: 'a_venda' },
  { key: 'stock', header: 'estoque' },
  { key: 'price', header: 'preco_de' },
  { key: 'finalPrice', header: 'preco_por' },
  { key: 'inCashPrice', header: 'preco_a_vista' },
  { key: 'productionTime', header: 'prazo_producao' },
  { key: 'categories', header: 'categorias' },
] as const;

export type ProductCsvKey = (typeof PRODUCT_CSV_COLUMNS)[number]['key'];
export const PRODUCT_CSV_HEADERS = PRODUCT_CSV_COLUMNS.map((c) => c.header);

/** What the CSV says of a product, the cells as text. */
export type ProductCsvLine = Record<ProductCsvKey, string>;

const YES = new Set(['sim', 's', 'yes', 'y', 'true', '1', 'x']);
const NO = new Set(['não', 'nao', 'n', 'no', 'false', '0', '']);

/** A switch cell: true, false, or null when it reads as neither. */
export function csvSwitch(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

/**
 * A line's cells as the product editor's body (the one contract checks it next); categories are
 * URLs here, turned into ids by the caller. A switch that reads as neither is left for the
 * contract to refuse.
 */
export function csvLineToBody(
  line: ProductCsvLine,
  categoryIds: number[],
): Omit<AdminProductBody, 'saleable' | 'visible'> & { saleable: unknown; visible: unknown } {
  const text = (value: string) => value.trim();
  return {
    name: text(line.name),
    subtitle: text(line.subtitle) || null,
    shortDescription: text(line.shortDescription) || null,
    description: null,
    sku: text(line.sku),
    url: text(line.url).replace(/^\/+|\/+$/g, ''),
    type: (text(line.type) || 'simple') as AdminProductBody['type'],
    visible: csvSwitch(line.visible) ?? line.visible,
    saleable: csvSwitch(line.saleable) ?? line.saleable,
    stock: text(line.stock),
    price: text(line.price),
    finalPrice: text(line.finalPrice),
    inCashPrice: text(line.inCashPrice),
    productionTime: text(line.productionTime),
    categoryIds,
  };
}

/** A product as a CSV line (the export). */
export function productToCsvCells(product: {
  sku: string;
  name: string;
  subtitle: string | null;
  shortDescription: string | null;
  url: string;
  type: string;
  visible: boolean;
  saleable: boolean;
  stock: number;
  priceCents: number;
  finalPriceCents: number;
  inCashPriceCents: number | null;
  productionTime: number | null;
  categoryUrls: string[];
}): string[] {
  return [
    product.sku,
    product.name,
    product.subtitle ?? '',
    product.shortDescription ?? '',
    product.url,
    product.type,
    product.visible ? 'sim' : 'não',
    product.saleable ? 'sim' : 'não',
    String(product.stock),
    toDecimalInput(product.priceCents),
    toDecimalInput(product.finalPriceCents),
    product.inCashPriceCents === null ? '' : toDecimalInput(product.inCashPriceCents),
    product.productionTime === null ? '' : String(product.productionTime),
    product.categoryUrls.join('|'),
  ];
}

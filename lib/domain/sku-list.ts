// Ordering by SKU list (issue 8, the corporate portal): lines of `SKU;quantity` pasted or read
// from a CSV file. Pure: the service looks the SKUs up and adds what holds to the cart.
import { MAX_ITEMS_PER_REQUEST, MAX_UNITS_PER_LINE } from './cart';

/** The longest list read (characters): about 20 lines with room for a header and blanks. */
export const SKU_LIST_MAX_CHARS = 5000;

/** A product of the list: its first line, and the later lines of the same SKU added to it. */
export type SkuListLine = { line: number; sku: string; quantity: number; alsoOn: number[] };
export type SkuListProblem =
  | { line: number; problem: 'format'; text: string }
  | { line: number; problem: 'quantity'; sku: string }
  | { line: number; problem: 'too-many-units'; sku: string }
  | { line: number; problem: 'too-many-lines' };

/** A line's fields: `;` as the portal asks, or the `,` and tab of a spreadsheet's CSV export. */
const FIELDS = /^\s*"?([^";,\t]+?)"?\s*[;,\t]\s*"?([^";,\t\s]*)"?\s*[;,\t\s]*$/;
/** A spreadsheet's header row, which is skipped: `sku;quantidade`, `SKU,Qtd`, ... */
const HEADER = /^\s*"?sku"?\s*[;,\t]\s*"?(quantidade|qtd|qtde|quantity|qty)"?\s*[;,\t]?\s*$/i;

/**
 * Reads a SKU list: one `SKU;quantity` per line (numbered from 1 as the buyer sees them), blank
 * lines and a header row skipped. The same SKU twice adds up, on its first line (the later ones
 * in `alsoOn`, so a problem is told on each of them). A quantity is a
 * whole number from 1 to the store's units per line; the list has at most as many products as one
 * cart change takes. Every problem is kept with its line, and the good lines are still read.
 */
export function parseSkuList(text: string): { lines: SkuListLine[]; problems: SkuListProblem[] } {
  const lines: SkuListLine[] = [];
  const problems: SkuListProblem[] = [];
  const bySku = new Map<string, SkuListLine>();
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || (index === 0 && HEADER.test(raw))) return;
    const match = FIELDS.exec(raw);
    if (!match) {
      problems.push({ line, problem: 'format', text: raw.trim().slice(0, 60) });
      return;
    }
    const sku = match[1]!.trim();
    const quantity = /^\d{1,6}$/.test(match[2]!) ? Number(match[2]) : NaN;
    if (!Number.isInteger(quantity) || quantity < 1) {
      problems.push({ line, problem: 'quantity', sku });
      return;
    }
    const key = sku.toUpperCase();
    const earlier = bySku.get(key);
    const total = (earlier?.quantity ?? 0) + quantity;
    if (total > MAX_UNITS_PER_LINE) {
      problems.push({ line, problem: 'too-many-units', sku });
      return;
    }
    if (earlier) {
      earlier.quantity = total;
      earlier.alsoOn.push(line);
      return;
    }
    if (lines.length >= MAX_ITEMS_PER_REQUEST) {
      problems.push({ line, problem: 'too-many-lines' });
      return;
    }
    const entry = { line, sku, quantity, alsoOn: [] };
    bySku.set(key, entry);
    lines.push(entry);
  });
  return { lines, problems };
}

import 'server-only';
import Papa from 'papaparse';

/**
 * CSV as a Brazilian spreadsheet opens it: ';' between fields (the comma is the decimal mark),
 * UTF-8 with a BOM, CRLF. A cell that a spreadsheet would run as a formula (=, +, -, @, a tab or
 * a carriage return first, spaces before them included) is quoted with a leading apostrophe: a
 * customer's name cannot become a command in the operator's spreadsheet. papaparse's own
 * `escapeFormulae: true` tests the cell with a pattern that stops at the first line break, so a
 * name of two lines starting with '=' would pass: the pattern here looks at the start only.
 */
export const FORMULA_START = /^\s*[=+\-@\t\r]/;
const OPTIONS = { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START } as const;

export const csvLines = (rows: unknown[][]): string =>
  rows.length === 0 ? '' : Papa.unparse(rows, OPTIONS) + OPTIONS.newline;

/** A money amount in reais as the pt-BR spreadsheet reads it: 1234,50. */
export const csvMoney = (reais: number): string => reais.toFixed(2).replace('.', ',');

/**
 * An export's batches with the first one read now: a caller without the right (the service's
 * 401 or 404) or a query that fails is answered with its error before any byte of the file.
 */
export async function startedBatches<T>(batches: AsyncGenerator<T[]>): Promise<AsyncIterable<T[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/** Each batch of an export mapped to its lines. */
export async function* mapBatches<T, R>(
  batches: AsyncIterable<T[]>,
  line: (item: T) => R,
): AsyncGenerator<R[]> {
  for await (const batch of batches) yield batch.map(line);
}

/**
 * A download of CSV lines made batch by batch (a long export is never held in memory whole);
 * `name` is the file's name the browser saves.
 */
export function csvResponse(
  name: string,
  header: string[],
  batches: AsyncIterable<unknown[][]>,
): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode('\uFEFF' + csvLines([header])));
      try {
        for await (const rows of batches) controller.enqueue(encoder.encode(csvLines(rows)));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}

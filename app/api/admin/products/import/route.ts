import { NextResponse, type NextRequest } from 'next/server';
import Papa from 'papaparse';
import { z } from 'zod';
import type { Locale } from '@/lib/domain/money';
import { renderMessage } from '@/lib/i18n/messages';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { ValidationError } from '@/lib/server/http/errors';
import { logUnexpectedError } from '@/lib/server/http/log';
import { isXlsx, xlsxRows } from '@/lib/server/spreadsheet';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { requireArea } from '@/lib/server/services/back-office';
import {
  applyProductImport,
  checkProductImport,
  parseProductCsv,
  type ImportProblem,
} from '@/lib/server/services/product-import';

/** The largest file taken: 20 MB (100,000 lines of a full catalog fit). */
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * The file of the request as CSV text: a `file` of a multipart form, or the body itself; a
 * workbook (.xlsx, known by its bytes) is read from its first sheet, its rows numbered as in the
 * sheet, so a bad line is told by the row the spreadsheet shows.
 */
async function csvOf(request: NextRequest): Promise<string> {
  const size = Number(request.headers.get('content-length') ?? 0);
  if (size > MAX_BYTES)
    throw new ValidationError('errors.validation', { file: ['validation.fileTooLarge'] });
  const type = request.headers.get('content-type') ?? '';
  let bytes = new Uint8Array();
  if (type.includes('multipart/form-data')) {
    const file = (await request.formData().catch(() => null))?.get('file');
    if (file && typeof file !== 'string') bytes = new Uint8Array(await file.arrayBuffer());
  } else bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_BYTES)
    throw new ValidationError('errors.validation', { file: ['validation.fileTooLarge'] });
  const text = isXlsx(bytes)
    ? Papa.unparse(
        await xlsxRows(bytes).catch(() => {
          throw new ValidationError('errors.validation', {
            file: ['backOffice.import.badWorkbook'],
          });
        }),
        { delimiter: ';' },
      )
    : new TextDecoder().decode(bytes);
  if (!text.trim())
    throw new ValidationError('errors.validation', { file: ['backOffice.import.fileRequired'] });
  return text;
}

const rendered = (locale: Locale, problems: ImportProblem[]) =>
  problems.map((p) => ({
    line: p.line,
    column: p.column,
    message: renderMessage(locale, p.message),
  }));

/**
 * POST /api/admin/products/import — the catalog's CSV (or the same columns in an .xlsx). With `?dryRun=1` every line is checked
 * and nothing written: `{ total, valid, problems: [{ line, column, message }] }`. Without it the
 * good lines are applied in batches and the answer streams as NDJSON: a `{"progress":{done,
 * total}}` line after each batch, then `{"result":{total, created, updated, unchanged,
 * problems}}` (or `{"error": message}` if the database failed midway: the batches done stay).
 */
export const POST = withBackOfficeRoute(
  { query: z.object({ dryRun: z.enum(['1']).optional() }).strict() },
  async ({ input, db, ctx, request, requestId }) => {
    requireArea(ctx, 'catalog');
    const text = await csvOf(request);
    if (input.query.dryRun) {
      const check = await checkProductImport(db, ctx, text);
      return ok({ ...check, problems: rendered(ctx.locale, check.problems) });
    }
    parseProductCsv(text);
    const origin = requestOrigin(request.headers) ?? '';
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (value: unknown) =>
          controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
        try {
          const result = await applyProductImport(db, ctx, { text, origin }, (done, total) =>
            send({ progress: { done, total } }),
          );
          send({ result: { ...result, problems: rendered(ctx.locale, result.problems) } });
        } catch (error) {
          logUnexpectedError(requestId, 'POST', request.nextUrl.pathname, {}, error);
          send({ error: renderMessage(ctx.locale, 'errors.internal') });
        }
        controller.close();
      },
    });
    return new NextResponse(stream, {
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
    });
  },
);

export * from '@/lib/server/http/unsupported-methods';

import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { PRODUCT_CSV_HEADERS, productToCsvCells } from '@/lib/catalog/product-csv';
import { csvResponse, mapBatches, startedBatches } from '@/lib/server/http/csv';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { xlsxFile } from '@/lib/server/spreadsheet';
import { productCsvBatches } from '@/lib/server/services/product-import';

/**
 * GET /api/admin/products/export — every product of the store as a CSV the import reads back
 * (lib/catalog/product-csv.ts), in pt-BR spreadsheet conventions; `?format=xlsx` the same
 * columns as an Excel workbook (every cell text, so nothing is read as a formula).
 */
export const GET = withBackOfficeRoute(
  { query: z.object({ format: z.enum(['csv', 'xlsx']).optional() }).strict() },
  async ({ input, db, ctx }) => {
    const batches = await startedBatches(productCsvBatches(db, ctx));
    const lines = mapBatches(batches, productToCsvCells);
    const name = `produtos-${new Date().toISOString().slice(0, 10)}`;
    if (input.query.format === 'xlsx') {
      const bytes = await xlsxFile('Produtos', PRODUCT_CSV_HEADERS, lines);
      return new Response(bytes as unknown as BodyInit, {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="${name}.xlsx"`,
          'cache-control': 'private, no-store',
        },
      }) as NextResponse;
    }
    return csvResponse(`${name}.csv`, PRODUCT_CSV_HEADERS, lines) as NextResponse;
  },
);

export * from '@/lib/server/http/unsupported-methods';

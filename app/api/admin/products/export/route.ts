import type { NextResponse } from 'next/server';
import { PRODUCT_CSV_HEADERS, productToCsvCells } from '@/lib/catalog/product-csv';
import { csvResponse } from '@/lib/server/http/csv';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { productCsvBatches } from '@/lib/server/services/product-import';

/**
 * GET /api/admin/products/export — every product of the store as a CSV the import reads back
 * (lib/catalog/product-csv.ts), in pt-BR spreadsheet conventions.
 */
export const GET = withBackOfficeRoute({}, async ({ db, ctx }) => {
  const batches = productCsvBatches(db, ctx);
  // The first batch is read before answering: a caller without the right gets its 401 or 404.
  const first = await batches.next();
  async function* lines() {
    if (first.done) return;
    yield first.value.map(productToCsvCells);
    for await (const batch of batches) yield batch.map(productToCsvCells);
  }
  return csvResponse(
    `produtos-${new Date().toISOString().slice(0, 10)}.csv`,
    PRODUCT_CSV_HEADERS,
    lines(),
  ) as NextResponse;
});

export * from '@/lib/server/http/unsupported-methods';

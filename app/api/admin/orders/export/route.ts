import type { NextResponse } from 'next/server';
import { adminOrderListQuery } from '@/lib/contracts/back-office';
import { translateKey } from '@/lib/i18n/messages';
import { csvMoney, csvResponse, mapBatches, startedBatches } from '@/lib/server/http/csv';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { adminOrderRowsForExport } from '@/lib/server/services/admin-orders';

const COLUMNS = [
  'number',
  'placedAt',
  'status',
  'customer',
  'email',
  'document',
  'method',
  'channel',
  'total',
] as const;

/**
 * GET /api/admin/orders/export — the order list with the same filters and sort, every page, as a
 * CSV file (pt-BR spreadsheet conventions, lib/server/http/csv.ts).
 */
export const GET = withBackOfficeRoute(
  { query: adminOrderListQuery },
  async ({ input, db, ctx }) => {
    const rows = await startedBatches(adminOrderRowsForExport(db, ctx, input.query));
    const lines = mapBatches(rows, (o) => [
      o.number,
      o.placedAt,
      o.statusLabel,
      o.customerName ?? '',
      o.customerEmail ?? '',
      o.customerDocument ?? '',
      o.methodLabel ?? '',
      o.channel,
      csvMoney(o.totalFinal),
    ]);
    const header = COLUMNS.map((c) => translateKey(ctx.locale, `backOffice.orderColumns.${c}`));
    return csvResponse(
      `pedidos-${new Date().toISOString().slice(0, 10)}.csv`,
      header,
      lines,
    ) as NextResponse;
  },
);

export * from '@/lib/server/http/unsupported-methods';

import type { NextResponse } from 'next/server';
import { inboxListQuery } from '@/lib/contracts/back-office-inbox';
import { translateKey } from '@/lib/i18n/messages';
import { csvResponse, mapBatches, startedBatches } from '@/lib/server/http/csv';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { inboxItemsForExport } from '@/lib/server/services/admin-inbox';

const COLUMNS = [
  'receivedAt',
  'kind',
  'name',
  'email',
  'phone',
  'subject',
  'details',
  'status',
  'assignee',
  'consent',
] as const;

/**
 * GET /api/admin/inbox/export — the inbox with the same filters, every page, as a CSV file
 * (pt-BR spreadsheet conventions, lib/server/http/csv.ts).
 */
export const GET = withBackOfficeRoute({ query: inboxListQuery }, async ({ input, db, ctx }) => {
  const items = await startedBatches(inboxItemsForExport(db, ctx, input.query));
  const t = (key: string) => translateKey(ctx.locale, `backOffice.inbox.${key}`);
  const lines = mapBatches(items, (item) => [
    item.receivedAt,
    t(`kinds.${item.kind}`),
    item.name ?? '',
    item.email ?? '',
    item.phone ?? '',
    item.subject,
    item.details.map((d) => `${d.label}: ${d.value}`).join(' | '),
    t(item.handledAt ? 'statuses.handled' : 'statuses.open'),
    item.assignee?.name ?? '',
    item.consent ? `${item.consent.at} (${t(`consentSources.${item.consent.source}`)})` : '',
  ]);
  const header = COLUMNS.map((c) => t(`columns.${c}`));
  return csvResponse(
    `caixa-de-entrada-${new Date().toISOString().slice(0, 10)}.csv`,
    header,
    lines,
  ) as NextResponse;
});

export * from '@/lib/server/http/unsupported-methods';

import { NextRequest } from 'next/server';
import { getContentItems } from '@/lib/content/data';
import { operations } from '@/lib/contracts/operations';
import { popupLive } from '@/lib/domain/popups';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';

/**
 * GET /api/content?types=[modal-entry, modal-exit] — the store's active pop-ups showing now, in
 * the shopper's language.
 */
const listContent = withRoute(operations.listContent, async ({ input, ctx }) => {
  const items = await getContentItems(ctx.tenantId, input.query.types ?? [], ctx.locale);
  const now = Date.now();
  return ok(
    items
      .filter((item) => popupLive(item, now))
      .map(({ startsAt: _startsAt, endsAt: _endsAt, ...item }) => item),
  );
});

/** A repeated `types` (`types=modal-entry&types=modal-exit`) is read as the list `types[]=…`. */
export function GET(request: NextRequest, context: Parameters<typeof listContent>[1]) {
  const repeated = request.nextUrl.searchParams.getAll('types');
  if (repeated.length < 2) return listContent(request, context);
  const url = request.nextUrl.clone();
  url.searchParams.delete('types');
  for (const value of repeated) url.searchParams.append('types[]', value);
  return listContent(new NextRequest(url, request), context);
}

export * from '@/lib/server/http/unsupported-methods';

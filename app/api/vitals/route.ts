import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { recordWebVital } from '@/lib/server/services/web-vitals';

/** POST /api/vitals — one Core Web Vital of a sampled page load, for the store's field data. */
export const POST = withRoute(operations.reportWebVital, async ({ input, ctx, request }) => {
  await recordWebVital(ctx, input.body, { address: clientAddress(request) });
  return ok(null, { status: 202 });
});

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { createStockAlert } from '@/lib/server/services/stock-alerts';

/** POST /api/catalog/productAlertStock — 'Avise-me quando chegar'. */
export const POST = withRoute(operations.createStockAlert, async ({ input, db, ctx, request }) => {
  const alert = await createStockAlert(db, ctx, input.body, { address: clientAddress(request) });
  return ok(alert, { status: 201, message: translateKey(ctx.locale, 'stockAlert.success') });
});

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { requestCallback } from '@/lib/server/services/contact';

/** POST /api/click-to-call (multipart) — 'Ligamos para você': the store calls the shopper back. */
export const POST = withRoute(
  operations.requestClickToCall,
  async ({ input, db, ctx, request }) => {
    await requestCallback(db, ctx, input.body, { address: clientAddress(request) });
    return ok(null, { status: 201, message: translateKey(ctx.locale, 'contact.callback.success') });
  },
);

export * from '@/lib/server/http/unsupported-methods';

import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { subscribeNewsletter } from '@/lib/server/services/newsletter';

/** POST /api/customer/newsletter — the newsletter sign-up (a repeated e-mail updates its lead). */
export const POST = withRoute(
  operations.subscribeNewsletter,
  async ({ input, db, ctx, request }) => {
    const lead = await subscribeNewsletter(db, ctx, input.body, {
      address: clientAddress(request),
    });
    return ok(lead, { status: 201, message: translateKey(ctx.locale, 'newsletter.success') });
  },
);

export * from '@/lib/server/http/unsupported-methods';

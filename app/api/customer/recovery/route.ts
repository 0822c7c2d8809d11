import { operations } from '@/lib/contracts/operations';
import { renderMessage } from '@/lib/i18n/messages';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { requestPasswordRecovery } from '@/lib/server/services/password-recovery';

/** POST /api/customer/recovery — e-mails a link to set a new password (same answer for any e-mail). */
export const POST = withRoute(
  operations.requestPasswordRecovery,
  async ({ input, db, ctx, request }) => {
    const message = await requestPasswordRecovery(db, ctx, input.body, {
      address: clientAddress(request),
      origin: requestOrigin(request.headers) ?? request.nextUrl.origin,
    });
    return ok(null, { message: renderMessage(ctx.locale, message) });
  },
);

export * from '@/lib/server/http/unsupported-methods';

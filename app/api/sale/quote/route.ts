import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { shareCart } from '@/lib/server/services/shared-carts';

/** POST /api/sale/quote — share a cart by e-mail, Facebook or link (`content.url`). */
export const POST = withRoute(operations.shareCart, async ({ input, db, ctx, request }) => {
  const origin = requestOrigin(request.headers) ?? request.nextUrl.origin;
  const link = await shareCart(db, ctx, input.body, { address: clientAddress(request), origin });
  return ok(link, { status: 201, message: translateKey(ctx.locale, 'share.success') });
});

export * from '@/lib/server/http/unsupported-methods';

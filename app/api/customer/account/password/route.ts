import { operations } from '@/lib/contracts/operations';
import { renderMessage } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { changePassword } from '@/lib/server/services/password-change';

/** PUT /api/customer/account/password — Alterar senha; the customer's other sessions end. */
export const PUT = withRoute(operations.changePassword, async ({ input, db, ctx, token }) =>
  ok(null, {
    message: renderMessage(ctx.locale, await changePassword(db, ctx, input.body, token)),
  }),
);

export * from '@/lib/server/http/unsupported-methods';

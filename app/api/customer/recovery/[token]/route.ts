import { operations } from '@/lib/contracts/operations';
import { renderMessage } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { resetPassword } from '@/lib/server/services/password-recovery';

/** POST /api/customer/recovery/{token} — sets the new password of a recovery link, once. */
export const POST = withRoute(operations.resetPassword, async ({ input, db, ctx }) => {
  const message = await resetPassword(db, ctx, {
    token: input.params.token,
    password: input.body.password,
  });
  return ok(null, { message: renderMessage(ctx.locale, message) });
});

export * from '@/lib/server/http/unsupported-methods';

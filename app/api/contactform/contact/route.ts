import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { sendContactMessage } from '@/lib/server/services/contact';

/** POST /api/contactform/contact — a message through a contact form, e-mailed to the store. */
export const POST = withRoute(
  operations.sendContactMessage,
  async ({ input, db, ctx, request }) => {
    await sendContactMessage(db, ctx, input.body, { address: clientAddress(request) });
    return ok(null, { status: 201, message: translateKey(ctx.locale, 'contact.form.sent') });
  },
);

export * from '@/lib/server/http/unsupported-methods';

import { socialLoginOf } from '@/lib/contracts/customer';
import { operations } from '@/lib/contracts/operations';
import { SESSION_COOKIE, sessionCookie } from '@/lib/server/auth/session';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { logIn, logOut } from '@/lib/server/services/customer-auth';
import { logInWithSocial } from '@/lib/server/services/customer-social-auth';
import { translateKey } from '@/lib/i18n/messages';

/**
 * POST /api/customer/auth — log in by e-mail or CPF/CNPJ and password, or with a Google or Facebook
 * token; the token also comes as an HttpOnly cookie.
 */
export const POST = withRoute(operations.logIn, async ({ input, db, ctx, request }) => {
  const client = { address: clientAddress(request) };
  const social = socialLoginOf(input.body);
  const { expiresAt, ...session } = social
    ? await logInWithSocial(db, ctx, { ...social, cart: input.body.cart }, client)
    : await logIn(db, ctx, input.body, client);
  const response = ok(session);
  response.cookies.set(sessionCookie(session.token, expiresAt));
  return response;
});

/** DELETE /api/customer/auth — log out: the token is revoked and the cookie cleared. */
export const DELETE = withRoute(operations.logOut, async ({ db, ctx, token }) => {
  await logOut(db, ctx, token);
  const response = ok(null, { message: translateKey(ctx.locale, 'auth.loggedOut') });
  response.cookies.delete(SESSION_COOKIE);
  return response;
});

export * from '@/lib/server/http/unsupported-methods';

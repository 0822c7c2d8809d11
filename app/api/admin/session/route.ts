import { operations } from '@/lib/contracts/operations';
import { translateKey } from '@/lib/i18n/messages';
import { ok } from '@/lib/server/http/envelope';
import { UnauthorizedError } from '@/lib/server/http/errors';
import { clientAddress, withBackOfficeRoute } from '@/lib/server/http/with-route';
import {
  logInOperator,
  logOutOperator,
  OPERATOR_SESSION_COOKIE,
  operatorSessionCookie,
  operatorViewOf,
} from '@/lib/server/services/operator-auth';

/** POST /api/admin/session — one step of an operator's login; the session comes as a cookie. */
export const POST = withBackOfficeRoute(
  operations.logInOperator,
  async ({ input, db, ctx, request }) => {
    const { answer, session } = await logInOperator(db, ctx, input.body, {
      address: clientAddress(request),
    });
    const response = ok(answer);
    if (session) response.cookies.set(operatorSessionCookie(session.token, session.expiresAt));
    return response;
  },
);

/** GET /api/admin/session — the operator of the session. */
export const GET = withBackOfficeRoute(operations.getOperatorSession, async ({ ctx }) => {
  if (ctx.actor?.kind !== 'operator') throw new UnauthorizedError('backOffice.sessionRequired');
  return ok(operatorViewOf(ctx.actor.operator));
});

/** DELETE /api/admin/session — logout: the token is revoked and the cookie cleared. */
export const DELETE = withBackOfficeRoute(operations.logOutOperator, async ({ db, ctx, token }) => {
  if (token) await logOutOperator(db, ctx.tenantId, token);
  const response = ok(null, { message: translateKey(ctx.locale, 'auth.loggedOut') });
  response.cookies.delete(OPERATOR_SESSION_COOKIE);
  return response;
});

export * from '@/lib/server/http/unsupported-methods';

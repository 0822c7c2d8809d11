import { operations } from '@/lib/contracts/operations';
import { sessionCookie } from '@/lib/server/auth/session';
import { ok } from '@/lib/server/http/envelope';
import { clientAddress, withRoute } from '@/lib/server/http/with-route';
import { registerCustomer } from '@/lib/server/services/customer-auth';

/** POST /api/customer/register — a new customer, logged in at once (token and cookie as at login). */
export const POST = withRoute(operations.registerCustomer, async ({ input, db, ctx, request }) => {
  const { expiresAt, ...session } = await registerCustomer(db, ctx, input.body, {
    address: clientAddress(request),
  });
  const response = ok(session, { status: 201 });
  response.cookies.set(sessionCookie(session.token, expiresAt));
  return response;
});

export * from '@/lib/server/http/unsupported-methods';

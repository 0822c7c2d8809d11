import { z } from 'zod';
import { NAME_MAX, requiredEmail } from '@/lib/contracts/common';
import { socialTestIssuerEnabled } from '@/lib/server/auth/social';
import { mintTestSocialToken } from '@/lib/server/auth/social/test-issuer';
import { ok } from '@/lib/server/http/envelope';
import { NotFoundError } from '@/lib/server/http/errors';
import { withRoute } from '@/lib/server/http/with-route';
import { storeSocialLogin } from '@/lib/server/services/customer-social-auth';

// A development tool, not part of the store API (and so not in lib/contracts/operations.ts).
const contract = {
  query: z
    .object({
      provider: z.enum(['google', 'facebook']).default('google'),
      email: requiredEmail,
      name: z.string().trim().max(NAME_MAX).optional(),
      emailVerified: z.enum(['true', 'false']).default('true'),
    })
    .strict(),
  response: z.object({ token: z.string() }),
};

/**
 * GET /api/dev/social-token?provider=google&email=…&name=… — a token of the local test issuer for
 * this store's client id (or app id), as Google or Facebook would give the browser. Served only
 * while the test issuer is on (SOCIAL_TEST_ISSUER=1: Jest, offline development, the end-to-end
 * server); a 404 otherwise, like /dev/outbox in production.
 */
export const GET = withRoute(contract, async ({ input, db, ctx }) => {
  if (!socialTestIssuerEnabled()) throw new NotFoundError('errors.pageNotFound');
  const { provider, email, name, emailVerified } = input.query;
  const audience = (await storeSocialLogin(db, ctx))[provider];
  if (audience === null) throw new NotFoundError('errors.pageNotFound');
  return ok({
    token: mintTestSocialToken(provider, audience, {
      email,
      name,
      emailVerified: emailVerified === 'true',
    }),
  });
});

export * from '@/lib/server/http/unsupported-methods';

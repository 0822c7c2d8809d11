import 'server-only';
import { and, eq } from 'drizzle-orm';
import { NAME_MAX, requiredEmail } from '@/lib/contracts/common';
import { CUSTOMER_ROLE, type CustomerSession, type SocialLogin } from '@/lib/contracts/customer';
import { socialLoginId, type SocialLoginIds } from '@/lib/domain/customer';
import { message } from '@/lib/i18n/messages';
import { socialVerifiers } from '@/lib/server/auth/social';
import { SocialTokenError, type SocialIdentity } from '@/lib/server/auth/social/types';
import type { Db } from '@/lib/server/db/client';
import { companies, customers } from '@/lib/server/db/schema';
import { UnauthorizedError } from '@/lib/server/http/errors';
import { spend } from '@/lib/server/security/limits';
import { normalizeEmail, openSession, selectCustomer, type CustomerRecord } from './customer-auth';
import type { ServiceContext } from './context';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('social-login');

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** The store's Google client id and Facebook app id; null for a login the store does not offer. */
export async function storeSocialLogin(db: Db, ctx: { tenantId: number }): Promise<SocialLoginIds> {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, ctx.tenantId))
    .limit(1);
  const ids = row?.settings.socialLogin;
  return {
    google: socialLoginId(ids?.googleClientId),
    facebook: socialLoginId(ids?.facebookAppId),
  };
}

async function verify(db: Db, ctx: ServiceContext, login: SocialLogin): Promise<SocialIdentity> {
  const ids = await storeSocialLogin(db, ctx);
  const verifiers = socialVerifiers();
  const id = ids[login.provider];
  if (id === null) throw new SocialTokenError('disabled');
  return login.provider === 'google'
    ? verifiers.google.verify(login.token, { clientId: id })
    : verifiers.facebook.verify(login.token, { appId: id });
}

function findByEmail(db: Db, ctx: ServiceContext, email: string) {
  return selectCustomer(db, ctx.tenantId)
    .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.email, email)))
    .limit(1)
    .then(([row]) => row);
}

/**
 * A customer of this store for someone the provider vouches for and the store does not know yet:
 * name and e-mail only, no password, so their data is incomplete until Meus Dados. Two logins
 * racing for the same e-mail end with the one customer.
 */
async function createCustomer(
  db: Db,
  ctx: ServiceContext,
  email: string,
  identity: SocialIdentity,
): Promise<CustomerRecord> {
  const name = (identity.name || email.split('@')[0]!).slice(0, NAME_MAX);
  await db
    .insert(customers)
    .values({ tenantId: ctx.tenantId, name, email, passwordHash: null })
    .onConflictDoNothing({ target: [customers.tenantId, customers.email] });
  return (await findByEmail(db, ctx, email))!;
}

/**
 * POST /customer/auth with a Google or Facebook token: the provider vouches for an e-mail, which
 * finds the customer of this store (or makes one). A token that does not hold answers 401 'Não foi
 * possível entrar com o Google.' (or Facebook); a user who is not an active CUSTOMER gets the
 * password login's 'Email ou senha inválidos.'. Both count against the address like failed
 * password logins (RATE_POLICIES.login's address budget: counted before the token is checked, 429
 * past it). A provider that cannot be reached is not the shopper's failure: 401, not counted, and
 * logged without the token.
 */
export async function logInWithSocial(
  db: Db,
  ctx: ServiceContext,
  input: SocialLogin & { cart?: string },
  client: { address: string },
): Promise<CustomerSession & { expiresAt: Date }> {
  const attempt = await spend(ctx, 'login', { address: client.address });
  const socialFailure = () =>
    new UnauthorizedError(
      message('account.socialLoginFailed', { provider: PROVIDER_NAMES[input.provider] }),
    );

  let identity: SocialIdentity;
  try {
    identity = await verify(db, ctx, input);
  } catch (error) {
    if (!(error instanceof SocialTokenError)) throw error;
    if (error.reason !== 'unavailable') throw socialFailure();
    await attempt.refund();
    log.warn(`${input.provider}: ${error.message}`);
    throw socialFailure();
  }
  const email = normalizeEmail(identity.email);
  if (!requiredEmail.safeParse(email).success) throw socialFailure();

  const row =
    (await findByEmail(db, ctx, email)) ?? (await createCustomer(db, ctx, email, identity));
  if (!row.active || row.role !== CUSTOMER_ROLE)
    throw new UnauthorizedError('account.invalidLogin');
  await attempt.refund();
  return openSession(db, ctx, row, input.cart);
}

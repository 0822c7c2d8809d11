import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RecoveryBody } from '@/lib/contracts/customer';
import { CUSTOMER_ROLE } from '@/lib/contracts/customer';
import { firstName } from '@/lib/domain/customer';
import { message, type Message } from '@/lib/i18n/messages';
import { recoveryEmail } from '@/lib/mail/emails';
import { hashPassword } from '@/lib/server/auth/password';
import { hashToken, revokeCustomerSessions } from '@/lib/server/auth/session';
import type { Db } from '@/lib/server/db/client';
import { companies, customers, passwordRecoveryTokens } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { forgetLimit, spend } from '@/lib/server/security/limits';
import type { ServiceContext } from './context';
import { loginAccount, normalizeEmail } from './customer-auth';
import { queueEmail } from './outbox';

/** How long a recovery link works. */
export const RECOVERY_TTL_MS = 60 * 60_000;

/**
 * POST /customer/recovery: when the e-mail is a customer's of this store, a single-use link to
 * /user/recovery/{token} goes to the outbox (only the token's hash is kept). The answer is the
 * same whether or not the account exists, so the form cannot be used to find accounts. Each
 * request may send an e-mail: RATE_POLICIES.recovery limits them per address and per mailbox
 * (counted whether or not the account exists, which would otherwise show).
 */
export async function requestPasswordRecovery(
  db: Db,
  ctx: ServiceContext,
  input: RecoveryBody,
  client: { address: string; origin: string },
  now = new Date(),
): Promise<Message> {
  await spend(ctx, 'recovery', { address: client.address, email: normalizeEmail(input.email) });
  const [customer] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      store: companies.name,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.tenantId))
    .where(
      and(
        eq(customers.tenantId, ctx.tenantId),
        eq(customers.email, normalizeEmail(input.email)),
        eq(customers.role, CUSTOMER_ROLE),
        eq(customers.active, true),
      ),
    )
    .limit(1);
  if (customer) {
    const token = randomBytes(32).toString('base64url');
    const values = {
      name: firstName(customer.name),
      store: customer.store,
      url: `${client.origin}/user/recovery/${token}`,
      minutes: RECOVERY_TTL_MS / 60_000,
    };
    await db.transaction(async (tx) => {
      await tx.insert(passwordRecoveryTokens).values({
        tenantId: ctx.tenantId,
        customerId: customer.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RECOVERY_TTL_MS),
      });
      await queueEmail(
        tx,
        { tenantId: ctx.tenantId, email: customer.email },
        recoveryEmail(ctx.locale, values),
      );
    });
  }
  return message('account.recoverySent');
}

/**
 * POST /customer/recovery/{token}: a link not yet used nor expired sets the new password, is used
 * up with every other open link of the customer, and ends the customer's sessions (whoever had
 * the old password is logged out). It also lifts the customer's login lock: whoever can read the
 * account's mailbox is its owner, who must not wait out someone else's guesses.
 */
export async function resetPassword(
  db: Db,
  ctx: ServiceContext,
  input: { token: string; password: string },
  now = new Date(),
): Promise<Message> {
  const password = await hashPassword(input.password);
  const customerId = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: passwordRecoveryTokens.id, customerId: passwordRecoveryTokens.customerId })
      .from(passwordRecoveryTokens)
      .where(
        and(
          eq(passwordRecoveryTokens.tenantId, ctx.tenantId),
          eq(passwordRecoveryTokens.tokenHash, hashToken(input.token)),
          isNull(passwordRecoveryTokens.usedAt),
          gt(passwordRecoveryTokens.expiresAt, now),
        ),
      )
      .for('update')
      .limit(1);
    if (!link) throw new NotFoundError('account.resetInvalid');
    await tx
      .update(customers)
      .set({ passwordHash: password })
      .where(and(eq(customers.id, link.customerId), eq(customers.tenantId, ctx.tenantId)));
    await tx
      .update(passwordRecoveryTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordRecoveryTokens.customerId, link.customerId),
          isNull(passwordRecoveryTokens.usedAt),
        ),
      );
    await revokeCustomerSessions(tx, link.customerId, now);
    return link.customerId;
  });
  await Promise.all([
    forgetLimit(ctx.tenantId, 'login', 'account', loginAccount(customerId)),
    forgetLimit(ctx.tenantId, 'passwordChange', 'customer', customerId),
  ]);
  return message('account.resetDone');
}

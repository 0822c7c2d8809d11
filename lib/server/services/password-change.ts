import 'server-only';
import { and, eq } from 'drizzle-orm';
import { msg } from '@/lib/contracts/common';
import type { PasswordChangeBody } from '@/lib/contracts/customer';
import { translateKey } from '@/lib/i18n/messages';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { revokeCustomerSessions } from '@/lib/server/auth/session';
import type { Db } from '@/lib/server/db/client';
import { customers } from '@/lib/server/db/schema';
import { ValidationError } from '@/lib/server/http/errors';
import { assertWithinLimit, rateCounter } from '@/lib/server/security/rate-limit';
import { requireCustomer, type ServiceContext } from './context';
import { LOGIN_WINDOW_MS, MAX_FAILED_LOGINS_PER_ACCOUNT } from './customer-auth';

/**
 * Alterar senha: the current password must match (a wrong one is a field error, and guessing it
 * is limited like a login); the new one is stored hashed and every other session of the
 * customer ends, so whoever had the old password is logged out, but not this browser.
 */
export async function changePassword(
  db: Db,
  ctx: ServiceContext,
  input: PasswordChangeBody,
  currentToken: string | null,
  now = new Date(),
): Promise<string> {
  const { id } = requireCustomer(ctx);
  const counter = await rateCounter();
  const key = `password-change:${ctx.tenantId}:${id}`;
  assertWithinLimit(await counter.peek(key), MAX_FAILED_LOGINS_PER_ACCOUNT, (minutes) =>
    translateKey(ctx.locale, 'auth.tooManyAttempts', { minutes }),
  );
  const owned = and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, id));
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(owned)
    .limit(1);
  if (!(await verifyPassword(input.currentPassword, row?.passwordHash ?? null))) {
    await counter.hit(key, LOGIN_WINDOW_MS);
    throw new ValidationError(translateKey(ctx.locale, 'errors.validation'), {
      currentPassword: [translateKey(ctx.locale, msg.wrongPassword)],
    });
  }
  await counter.reset(key);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(owned);
    await revokeCustomerSessions(tx, id, now, currentToken);
  });
  return translateKey(ctx.locale, 'accountPassword.changed');
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { msg } from '@/lib/contracts/common';
import type { PasswordChangeBody } from '@/lib/contracts/customer';
import { message, type Message } from '@/lib/i18n/messages';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { revokeCustomerSessions } from '@/lib/server/auth/session';
import type { Db } from '@/lib/server/db/client';
import { customers } from '@/lib/server/db/schema';
import { ValidationError } from '@/lib/server/http/errors';
import { spend } from '@/lib/server/security/limits';
import { requireCustomer, type ServiceContext } from './context';

/**
 * Alterar senha: the current password must match (a wrong one is a field error, and guessing it
 * is limited like a login, each attempt counted before the check: RATE_POLICIES.passwordChange);
 * the new one is stored hashed and every other session of the
 * customer ends, so whoever had the old password is logged out, but not this browser.
 */
export async function changePassword(
  db: Db,
  ctx: ServiceContext,
  input: PasswordChangeBody,
  currentToken: string | null,
  now = new Date(),
): Promise<Message> {
  const { id } = requireCustomer(ctx);
  const attempt = await spend(ctx, 'passwordChange', { customer: id });
  const owned = and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, id));
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(owned)
    .limit(1);
  if (!(await verifyPassword(input.currentPassword, row?.passwordHash ?? null)))
    throw new ValidationError('errors.validation', {
      currentPassword: [msg.wrongPassword],
    });
  await attempt.clear('customer');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(owned);
    await revokeCustomerSessions(tx, id, now, currentToken);
  });
  return message('accountPassword.changed');
}

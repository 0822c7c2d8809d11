// A logged-in customer for API tests: a session opened the way login opens it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { createCustomerSession } from '@/lib/server/auth/session';
import { customers } from '@/lib/server/db/schema';

/** The token of a new session of the customer with this e-mail in store `tenantId` (demo is 1). */
export async function sessionTokenOf(db: Db, email: string, tenantId = 1): Promise<string> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email)));
  if (!row) throw new Error(`no customer ${email} in store ${tenantId}`);
  return (await createCustomerSession(db, tenantId, row.id)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

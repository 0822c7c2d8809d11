import 'server-only';
import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { ConflictError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';

/**
 * A store in maintenance accepts no purchase (SPEC.md section 8): no cart is filled or changed
 * and no order placed; 409 'Loja em manutenção. Nenhuma compra será aceita no momento.'
 * Read from the database at each write, so switching maintenance on stops purchases at once.
 */
export async function assertStoreTakesPurchases(
  db: Db,
  ctx: Pick<ServiceContext, 'tenantId' | 'locale'>,
): Promise<void> {
  const [store] = await db
    .select({ maintenance: companies.maintenance })
    .from(companies)
    .where(eq(companies.id, ctx.tenantId))
    .limit(1);
  if (store?.maintenance) throw new ConflictError('maintenance.banner');
}

import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { firstName } from '@/lib/domain/customer';
import { stockAlertEmail } from '@/lib/mail/emails';
import type { Db } from '@/lib/server/db/client';
import { outer } from '@/lib/server/db/like';
import { companies, products, stockAlerts } from '@/lib/server/db/schema';
import { queueEmail } from './outbox';

/**
 * Issue 28 item 6: a product back in stock (its stock went from 0 to more, and shoppers may see
 * it) e-mails every pending alert of it once, through the outbox in the change's transaction,
 * and marks the alerts sent. The product link is on the store's address the change came from.
 * Answers how many were told.
 */
export async function notifyBackInStock(
  tx: Db,
  input: { tenantId: number; productIds: number[]; origin: string },
): Promise<number> {
  if (input.productIds.length === 0) return 0;
  const due = await tx
    .update(stockAlerts)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(stockAlerts.tenantId, input.tenantId),
        inArray(stockAlerts.productId, input.productIds),
        isNull(stockAlerts.notifiedAt),
        // Only a product a shopper can see and buy.
        sql`exists (select 1 from ${products} where ${products.id} = ${outer('stock_alerts', 'product_id')} and ${products.visible} and ${products.stock} > 0)`,
      ),
    )
    .returning({
      name: stockAlerts.name,
      email: stockAlerts.email,
      productId: stockAlerts.productId,
    });
  if (due.length === 0) return 0;
  const [store] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, input.tenantId));
  const shown = await tx
    .select({ id: products.id, name: products.name, url: products.url })
    .from(products)
    .where(and(eq(products.tenantId, input.tenantId), inArray(products.id, input.productIds)));
  const byId = new Map(shown.map((p) => [p.id, p]));
  for (const alert of due) {
    const product = byId.get(alert.productId)!;
    await queueEmail(
      tx,
      { tenantId: input.tenantId, email: alert.email },
      stockAlertEmail('pt', {
        name: firstName(alert.name),
        product: product.name,
        store: store?.name ?? '',
        url: `${input.origin}/${product.url}`,
      }),
      'stockAlert',
    );
  }
  return due.length;
}

/** Pending alerts per product (the back-office's lists and editor). */
export async function pendingAlertCounts(
  db: Db,
  tenantId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, n: sql<number>`count(*)::int` })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.tenantId, tenantId),
        inArray(stockAlerts.productId, productIds),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}

import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { stockAlertForm } from '@/lib/contracts/stock-alert';
import type { Locale } from '@/lib/domain/money';
import type { Db } from '@/lib/server/db/client';
import { newsletterLeads, products, stockAlerts } from '@/lib/server/db/schema';
import { ValidationError } from '@/lib/server/http/errors';
import { spend } from '@/lib/server/security/limits';
import { normalizeEmail } from './customer-auth';

type Input = z.output<typeof stockAlertForm>;

/**
 * Records a stock alert for a product of this store. Asking twice for the same product and e-mail
 * keeps one pending alert; the newsletter opt-in also records a lead (once per e-mail). Each alert
 * will e-mail the address typed: RATE_POLICIES.stockAlert limits them per client and per e-mail.
 */
export async function createStockAlert(
  db: Db,
  ctx: { tenantId: number; locale: Locale },
  input: Input,
  client: { address: string },
): Promise<{ id: number }> {
  const email = normalizeEmail(input.email);
  await spend(ctx, 'stockAlert', { address: client.address, email });
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.tenantId, ctx.tenantId),
          eq(products.id, input.product),
          eq(products.visible, true),
        ),
      )
      .limit(1);
    if (!product)
      throw new ValidationError('stockAlert.productNotFound', {
        product: ['stockAlert.productNotFound'],
      });
    const [pending] = await tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.tenantId, ctx.tenantId),
          eq(stockAlerts.productId, product.id),
          eq(stockAlerts.email, email),
          isNull(stockAlerts.notifiedAt),
        ),
      )
      .limit(1);
    const id = pending
      ? (
          await tx
            .update(stockAlerts)
            // Asked again: the inbox shows it open again.
            .set({ name: input.name, newsletter: input.newsletter, handledAt: null })
            .where(eq(stockAlerts.id, pending.id))
            .returning({ id: stockAlerts.id })
        )[0]!.id
      : (
          await tx
            .insert(stockAlerts)
            .values({
              tenantId: ctx.tenantId,
              productId: product.id,
              name: input.name,
              email,
              newsletter: input.newsletter,
            })
            .returning({ id: stockAlerts.id })
        )[0]!.id;
    if (input.newsletter)
      await tx
        .insert(newsletterLeads)
        // The alert's newsletter box is the consent (LGPD); a lead who had consented keeps theirs.
        .values({ tenantId: ctx.tenantId, name: input.name, email, consentSource: 'stockAlert' })
        .onConflictDoNothing();
    return { id };
  });
}

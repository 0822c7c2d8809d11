import 'server-only';
import type { z } from 'zod';
import type { newsletterBody } from '@/lib/contracts/newsletter';
import type { Db } from '@/lib/server/db/client';
import { newsletterLeads } from '@/lib/server/db/schema';
import { spend } from '@/lib/server/security/limits';
import type { ServiceContext } from './context';
import { normalizeEmail } from './customer-auth';

type Input = z.output<typeof newsletterBody>;

/**
 * POST /customer/newsletter: records the lead of this store. An e-mail already on the list is not
 * an error: its lead takes the new name, phone and interest and the answer is the same success,
 * so the form neither fails for a returning subscriber nor tells anyone who is subscribed.
 * `area_de_interesse` and the phone are the lead's; `additionalInformation` is kept as
 * `{ whatsapp, occupation }` built from them (what the client sends there is the same).
 */
export async function subscribeNewsletter(
  db: Db,
  ctx: ServiceContext,
  input: Input,
  client: { address: string },
): Promise<{ id: number }> {
  // Sign-ups from one address are limited like the store's other public forms.
  await spend(ctx, 'newsletter', { address: client.address });

  const lead = {
    name: input.name,
    phone: input.phone,
    areaDeInteresse: input.area_de_interesse,
    occupation: input.area_de_interesse,
    additionalInformation: { whatsapp: input.phone, occupation: input.area_de_interesse },
    // Signing up is the consent to what the form's text offers (LGPD): when, and on which form.
    consentedAt: new Date(),
    consentSource: 'newsletter' as const,
  };
  const [row] = await db
    .insert(newsletterLeads)
    .values({ tenantId: ctx.tenantId, email: normalizeEmail(input.email), ...lead })
    .onConflictDoUpdate({
      target: [newsletterLeads.tenantId, newsletterLeads.email],
      // Signed up again: the inbox shows the lead open again.
      set: { ...lead, handledAt: null },
    })
    .returning({ id: newsletterLeads.id });
  return { id: row!.id };
}

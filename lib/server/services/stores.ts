import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { companies, companyDomains, type CompanySettings } from '@/lib/server/db/schema';
import { normalizeHost } from '@/lib/server/tenancy/resolve';

/**
 * A new real store (`npm run store -- add`, README "Deploy"): its slug, name and domains, and
 * what shoppers see of it before the back-office fills the rest. Each issue's message is the rule
 * it broke (a key of STORE_RULES); the operator's CLI says it in Portuguese.
 */
export const STORE_RULES = ['slug', 'name', 'domain', 'domains', 'email'] as const;
export type StoreRule = (typeof STORE_RULES)[number];
export const newStore = z
  .object({
    slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'slug'),
    name: z.string().trim().min(2, 'name').max(80, 'name'),
    domains: z
      .array(
        z
          .string()
          .transform((domain) => normalizeHost(domain))
          .refine((domain) => /^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/.test(domain), 'domain'),
      )
      .min(1, 'domains'),
    email: z.email('email').optional(),
  })
  .strict();

/** What a new store starts with: no demo contacts or campaigns, Pix, boleto and card offered. */
function initialSettings(input: z.output<typeof newStore>): CompanySettings {
  return {
    contacts: input.email ? { email: input.email } : {},
    social: {},
    socialLogin: { facebookAppId: 'null', googleClientId: '' },
    paymentOptions: {
      pagseguroQrCode: { active: true },
      pagseguroBillet: { active: true },
      pagseguroCreditCard: { active: true },
      mercadopagoCreditCard: { active: false },
    },
    tools: {},
    interface: { ageNotification: false, hasCategoriesMenu: true, interestFreeInstallments: 12 },
    theme: {
      primary: '#1d4ed8',
      primaryContrast: '#ffffff',
      accent: '#f59e0b',
      background: '#ffffff',
      foreground: '#171717',
    },
    defaultInCashPayment: 'pix',
    defaultInInstallmentPayment: 'creditCard',
    usdPerBrl: 0.18,
    openingHours: { support: '', sales: '' },
  };
}

/** A slug or domains another store has already. */
export class StoreConflictError extends Error {
  constructor(
    readonly taken: 'slug' | 'domains',
    readonly values: string[],
  ) {
    super(`${taken} taken: ${values.join(', ')}`);
  }
}

/**
 * Creates a store closed for maintenance (shoppers see the maintenance page until it opens), so
 * that nobody buys from an empty catalog. A slug or domain already taken changes nothing.
 */
export async function createStore(
  db: Db,
  input: z.input<typeof newStore>,
): Promise<{ id: number; slug: string; domains: string[] }> {
  const store = newStore.parse(input);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ slug: companies.slug })
      .from(companies)
      .where(eq(companies.slug, store.slug));
    if (taken) throw new StoreConflictError('slug', [store.slug]);
    const used = await tx
      .select({ domain: companyDomains.domain })
      .from(companyDomains)
      .where(inArray(companyDomains.domain, store.domains));
    if (used.length > 0)
      throw new StoreConflictError(
        'domains',
        used.map((u) => u.domain),
      );
    const [row] = await tx
      .insert(companies)
      .values({
        slug: store.slug,
        name: store.name,
        maintenance: true,
        settings: initialSettings(store),
      })
      .returning({ id: companies.id });
    const domains = [...new Set(store.domains)];
    await tx
      .insert(companyDomains)
      .values(domains.map((domain) => ({ domain, tenantId: row!.id })));
    return { id: row!.id, slug: store.slug, domains };
  });
}

/** Opens a store to shoppers, or closes it for maintenance; false when there is no such store. */
export async function setStoreOpen(db: Db, slug: string, open: boolean): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ maintenance: !open })
    .where(eq(companies.slug, slug))
    .returning({ id: companies.id });
  return rows.length > 0;
}

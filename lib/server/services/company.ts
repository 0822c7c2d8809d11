import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Company } from '@/lib/contracts/company';
import type { Db } from '@/lib/server/db/client';
import { companies, companyDomains } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { findTenantByDomain, normalizeHost } from '@/lib/server/tenancy/resolve';

type CompanyRow = typeof companies.$inferSelect;

/** A store's row as its public data (GET /company); the back-office's settings read it too. */
export function toCompany(row: CompanyRow, domains: string[], domain: string): Company {
  const s = row.settings;
  const orNull = (v: string | undefined) => v ?? null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    domain,
    domains,
    logo: orNull(s.logo),
    favicon: orNull(s.favicon),
    metaKeywords: orNull(s.metaKeywords),
    metaDescription: orNull(s.metaDescription),
    headerMessage: orNull(s.headerMessage),
    translations: s.translations?.en?.headerMessage
      ? { en: { headerMessage: s.translations.en.headerMessage } }
      : {},
    maintenance: row.maintenance,
    contacts: {
      whatsapp: orNull(s.contacts.whatsapp),
      email: orNull(s.contacts.email),
      salesPhone: orNull(s.contacts.salesPhone),
      supportPhone: orNull(s.contacts.supportPhone),
      corporateSalesPhone: orNull(s.contacts.corporateSalesPhone),
      address: orNull(s.contacts.address),
    },
    social: Object.fromEntries(
      Object.entries(s.social).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
    socialLogin: {
      facebook: { app_id: s.socialLogin.facebookAppId },
      google: { client_id: s.socialLogin.googleClientId },
    },
    paymentOptions: s.paymentOptions,
    tools: {
      googleAnalyticsId: orNull(s.tools.googleAnalyticsId),
      googleTagManagerId: orNull(s.tools.googleTagManagerId),
      facebookPixelId: orNull(s.tools.facebookPixelId),
    },
    interface: s.interface,
    theme: s.theme,
    productPlaceholder: orNull(s.productPlaceholder),
    defaultInCashPayment: s.defaultInCashPayment,
    defaultInInstallmentPayment: s.defaultInInstallmentPayment,
    usdPerBrl: s.usdPerBrl,
    openingHours: s.openingHours,
  };
}

/** The host names a store answers at, in order (GET /company's `domains`, the back-office's). */
export async function listStoreDomains(db: Db, tenantId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(eq(companyDomains.tenantId, tenantId))
    .orderBy(asc(companyDomains.domain));
  return rows.map((r) => r.domain);
}

/** The store answering at `domain` (GET /company). Public data only. */
export async function getCompanyByDomain(db: Db, input: { domain: string }): Promise<Company> {
  const tenant = await findTenantByDomain(db, input.domain);
  if (!tenant) throw new NotFoundError('errors.storeNotFound');
  return getCompany(db, { tenantId: tenant.id }, { domain: normalizeHost(input.domain) });
}

export async function getCompany(
  db: Db,
  ctx: { tenantId: number },
  input: { domain?: string } = {},
): Promise<Company> {
  const [row] = await db.select().from(companies).where(eq(companies.id, ctx.tenantId)).limit(1);
  if (!row) throw new NotFoundError('errors.storeNotFound');
  const domains = await listStoreDomains(db, ctx.tenantId);
  return toCompany(row, domains, input.domain ?? domains[0] ?? '');
}

export async function getTenantBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      maintenance: companies.maintenance,
    })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  return row ?? null;
}

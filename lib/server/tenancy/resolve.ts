import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { proxyHops } from '@/lib/server/http/client-address.mjs';
import { companies, companyDomains } from '@/lib/server/db/schema';

export type TenantRef = { id: number; slug: string; name: string; maintenance: boolean };

const TTL_MS = 30_000;
type Lookups = Map<string, { tenant: TenantRef | null; expires: number }>;
/**
 * One map per process, on globalThis: the proxy is bundled apart from the routes, and a domain
 * the back-office adds or removes (forgetTenantLookups) must be forgotten by the proxy's lookups
 * too. Other instances forget theirs within TTL_MS.
 */
const cache: Lookups = ((globalThis as { __storeTenantLookups?: Lookups }).__storeTenantLookups ??=
  new Map());

/** `Shop.Example:3000.` → `shop.example`. */
export function normalizeHost(host: string | null | undefined): string {
  const first = (host ?? '').split(',')[0]!.trim().toLowerCase();
  const withoutPort = first.startsWith('[')
    ? first.slice(0, first.indexOf(']') + 1)
    : first.split(':')[0]!;
  return withoutPort.replace(/\.$/, '');
}

/** The host a request was made to; `X-Forwarded-Host` only behind a trusted proxy (TRUST_PROXY). */
export function requestHost(headers: Headers): string {
  const forwarded = proxyHops() > 0 ? headers.get('x-forwarded-host') : null;
  return normalizeHost(forwarded ?? headers.get('host'));
}

/** Looks a host up among the stores' domains, remembered in memory for a short time. */
export async function findTenantByDomain(db: Db, domain: string): Promise<TenantRef | null> {
  const key = normalizeHost(domain);
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.tenant;
  const [row] = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      maintenance: companies.maintenance,
    })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.tenantId))
    .where(eq(companyDomains.domain, key))
    .limit(1);
  const tenant = row ?? null;
  cache.set(key, { tenant, expires: Date.now() + TTL_MS });
  return tenant;
}

export function forgetTenantLookups(): void {
  cache.clear();
}

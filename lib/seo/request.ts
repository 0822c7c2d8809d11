import 'server-only';
import { headers } from 'next/headers';
import type { Company } from '@/lib/contracts/company';
import { siteOrigin } from './url';

/**
 * The origin of the current request (request-time data: call it outside any 'use cache' scope,
 * inside <Suspense> when rendering). Falls back to the store's main domain.
 */
export async function currentOrigin(store: Pick<Company, 'domain'>): Promise<string> {
  return siteOrigin(await headers(), store.domain);
}

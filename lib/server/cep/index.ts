import 'server-only';
import { bundledCepLookup } from './bundled';
import type { CepLookup } from './types';
import { createViaCepLookup } from './viacep';

export { CepUnavailableError } from './viacep';
export type { CepLookup } from './types';

type Env = Record<string, string | undefined>;

/** A CEP's address rarely changes: a public service is asked once per CEP per hour. */
const CACHE_TTL_MS = 60 * 60_000;
const CACHE_MAX = 5_000;

/** Remembers answers (found or not; never a failure) for a while, the oldest dropped first. */
function remembered(lookup: CepLookup): CepLookup {
  const cache = new Map<string, { value: Awaited<ReturnType<CepLookup>>; expires: number }>();
  return async (zipcode) => {
    const hit = cache.get(zipcode);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = await lookup(zipcode);
    cache.delete(zipcode);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(zipcode, { value, expires: Date.now() + CACHE_TTL_MS });
    return value;
  };
}

let remote: { baseUrl: string; lookup: CepLookup } | null = null;

/**
 * The CEP lookup the environment configures: a ViaCEP-compatible service at `CEP_API_URL`, else
 * the bundled table of the demo's CEPs (ARCHITECTURE.md "External services"). Read at each call,
 * so a changed environment takes effect without a restart.
 */
export function cepLookup(env: Env = process.env): CepLookup {
  const baseUrl = env.CEP_API_URL;
  if (!baseUrl) return bundledCepLookup;
  if (remote?.baseUrl !== baseUrl)
    remote = { baseUrl, lookup: remembered(createViaCepLookup({ baseUrl })) };
  return remote.lookup;
}

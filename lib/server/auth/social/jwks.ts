import 'server-only';
import { z } from 'zod';
import { PROVIDER_TIMEOUT_MS, SocialTokenError, type Fetch } from './types';

const rsaJwk = z.object({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  n: z.string().min(1),
  e: z.string().min(1),
  alg: z.string().optional(),
  use: z.string().optional(),
});
export type RsaJwk = z.infer<typeof rsaJwk>;
const jwkSet = z.object({ keys: z.array(z.unknown()) });

/** How long a fetched key set is trusted before it is fetched again. */
export const JWKS_TTL_MS = 60 * 60_000;
/**
 * An unknown `kid` makes the set be fetched again (the provider rotated its keys), but not more
 * often than this: tokens with made-up kids must not turn every login into a fetch.
 */
export const JWKS_MIN_REFETCH_MS = 30_000;

export type JwksCacheOptions = {
  url: string;
  fetch?: Fetch;
  ttlMs?: number;
  minRefetchMs?: number;
  now?: () => number;
};

/** The signing keys of an issuer by `kid`, fetched from its JWKS URL and kept in memory. */
export function createJwksCache(options: JwksCacheOptions) {
  const {
    url,
    fetch: get = fetch,
    ttlMs = JWKS_TTL_MS,
    minRefetchMs = JWKS_MIN_REFETCH_MS,
    now = Date.now,
  } = options;
  const state: { keys: Map<string, RsaJwk> | null; fetchedAt: number } = {
    keys: null,
    fetchedAt: 0,
  };
  let pending: Promise<void> | null = null;

  const load = async () => {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (!response.ok)
        throw new SocialTokenError('unavailable', `JWKS answered ${response.status}`);
      const set = jwkSet.parse(await response.json());
      const keys = new Map<string, RsaJwk>();
      // Keys of other kinds or uses are skipped, not a reason to refuse the whole set.
      for (const candidate of set.keys) {
        const key = rsaJwk.safeParse(candidate);
        if (key.success && (key.data.use ?? 'sig') === 'sig') keys.set(key.data.kid, key.data);
      }
      state.keys = keys;
      state.fetchedAt = now();
    } catch (error) {
      throw error instanceof SocialTokenError
        ? error
        : new SocialTokenError('unavailable', 'JWKS could not be read');
    }
  };
  // Concurrent logins share one fetch.
  const refresh = () =>
    (pending ??= load().finally(() => {
      pending = null;
    }));

  return {
    /** The key of `kid`, or null when the set (fetched again once if need be) does not hold it. */
    async key(kid: string): Promise<RsaJwk | null> {
      if (!state.keys) await refresh();
      else if (now() - state.fetchedAt >= ttlMs)
        // An unreachable provider leaves the keys it last published in use.
        await refresh().catch(() => undefined);
      let key = state.keys?.get(kid);
      if (!key && now() - state.fetchedAt >= minRefetchMs) {
        await refresh();
        key = state.keys?.get(kid);
      }
      return key ?? null;
    },
  };
}

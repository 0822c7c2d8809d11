import 'server-only';
import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { z } from 'zod';
import { createJwksCache } from './jwks';
import { SocialTokenError, type Fetch, type GoogleVerifier } from './types';

/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'] as const;
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google's clock and this server's may differ by this much. */
export const CLOCK_SKEW_S = 60;

const header = z.object({ alg: z.string(), kid: z.string().min(1).max(256) });
const claims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  sub: z.string().min(1).max(255),
  exp: z.number(),
  iat: z.number().optional(),
  nbf: z.number().optional(),
  email: z.string().optional(),
  // Google sends a boolean; some older tokens carried the string.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

function decode<T extends z.ZodType>(schema: T, part: string): z.infer<T> {
  try {
    return schema.parse(JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
  } catch {
    throw new SocialTokenError('malformed');
  }
}

export type GoogleVerifierOptions = {
  jwksUrl?: string;
  fetch?: Fetch;
  /** Accepted `iss` values: Google's, or the local test issuer's. */
  issuers?: readonly string[];
  jwksTtlMs?: number;
  now?: () => number;
};

/**
 * Checks a Google ID token (an RS256 JWT) the way Google documents it: the signature against
 * Google's published keys, then the issuer, the audience (the store's client id), the expiry and a
 * verified e-mail. No claim is read before the signature holds.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions = {}): GoogleVerifier {
  const now = options.now ?? Date.now;
  const issuers: readonly string[] = options.issuers ?? GOOGLE_ISSUERS;
  const jwks = createJwksCache({
    url: options.jwksUrl ?? GOOGLE_JWKS_URL,
    fetch: options.fetch,
    ttlMs: options.jwksTtlMs,
    now,
  });
  return {
    async verify(token, { clientId }) {
      const parts = token.split('.');
      if (parts.length !== 3) throw new SocialTokenError('malformed');
      const [encodedHeader, encodedClaims, signature] = parts as [string, string, string];
      const { alg, kid } = decode(header, encodedHeader);
      // Only RS256: 'none', or an HMAC keyed with the public key, must never get through.
      if (alg !== 'RS256') throw new SocialTokenError('malformed', `alg ${alg}`);
      const jwk = await jwks.key(kid);
      if (!jwk) throw new SocialTokenError('invalid', 'unknown kid');
      let valid = false;
      try {
        valid = verifySignature(
          'sha256',
          Buffer.from(`${encodedHeader}.${encodedClaims}`),
          createPublicKey({ key: jwk, format: 'jwk' }),
          Buffer.from(signature, 'base64url'),
        );
      } catch {
        valid = false;
      }
      if (!valid) throw new SocialTokenError('invalid', 'signature');

      const c = decode(claims, encodedClaims);
      if (!issuers.includes(c.iss)) throw new SocialTokenError('issuer');
      const audiences = typeof c.aud === 'string' ? [c.aud] : c.aud;
      // With several audiences, the party the token was issued to (azp) must be the store too.
      if (
        !clientId ||
        !audiences.includes(clientId) ||
        (audiences.length > 1 && c.azp !== clientId)
      )
        throw new SocialTokenError('audience');
      const seconds = now() / 1000;
      if (c.exp + CLOCK_SKEW_S <= seconds) throw new SocialTokenError('expired');
      if ((c.nbf ?? c.iat ?? 0) - CLOCK_SKEW_S > seconds)
        throw new SocialTokenError('expired', 'not yet valid');
      if (!c.email || (c.email_verified !== true && c.email_verified !== 'true'))
        throw new SocialTokenError('email');
      return { email: c.email, name: c.name?.trim() ?? '', subject: c.sub };
    },
  };
}

import 'server-only';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, base32) and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, issuer, label).toString() };
}

/**
 * The time step a code belongs to when it is right now, one step before or one after (clocks
 * drift), or null. The caller keeps the last step it accepted and refuses it again: a code is
 * good once (RFC 6238 section 5.2).
 */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code of a secret at a time: the seed's documented secret, tests and the e2e journeys. */
export const totpCodeAt = (secret: string, now: number = Date.now()): string =>
  totpOf(secret).generate({ timestamp: now });

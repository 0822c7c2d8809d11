// The age gate's inline script (components/age-gate), in plain JavaScript so that the security
// headers (lib/security-headers.mjs, loaded by next.config.mjs) allow it by its hash.

/** The cookie that remembers an adult's consent on a store with an age gate (SPEC.md section 9). */
export const AGE_CONSENT_COOKIE = 'ageConsent';

/**
 * The consent cookie with any value, in a `document.cookie` string. Kept as source text too: the
 * gate's inline script, which runs before the page paints, tests the same expression.
 */
export const AGE_CONSENT_PATTERN = `(?:^|;\\s*)${AGE_CONSENT_COOKIE}=[^;]`;

/** Runs as the body starts: with the cookie it marks <html>, and the gate never shows. */
export const AGE_GATE_REVEAL_SCRIPT = `if(new RegExp(${JSON.stringify(AGE_CONSENT_PATTERN)}).test(document.cookie))document.documentElement.dataset.ageConsent='1'`;

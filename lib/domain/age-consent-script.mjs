// The age gate's inline script (components/age-gate), in plain JavaScript so that the security
// headers (lib/security-headers.mjs, loaded by next.config.mjs) allow it by its hash.

/** The cookie that remembers an adult's consent on a store with an age gate (SPEC.md section 9). */
export const AGE_CONSENT_COOKIE = 'ageConsent';

/**
 * The consent cookie with any value, in a `document.cookie` string. Kept as source text too: the
 * gate's inline script, which runs before the page paints, tests the same expression.
 */
export const AGE_CONSENT_PATTERN = `(?:^|;\\s*)${AGE_CONSENT_COOKIE}=[^;]`;

/** The back-office's pages (/admin): the store's own team, never asked for the shopper's consent. */
export const BACK_OFFICE_PATH_PATTERN = '^/admin(?:/|$)';

/**
 * Runs as the body starts: with the cookie, or on a back-office page, it marks <html>, and the
 * gate never shows.
 */
export const AGE_GATE_REVEAL_SCRIPT = `if(new RegExp(${JSON.stringify(BACK_OFFICE_PATH_PATTERN)}).test(location.pathname)||new RegExp(${JSON.stringify(AGE_CONSENT_PATTERN)}).test(document.cookie))document.documentElement.dataset.ageConsent='1'`;

import { AGE_CONSENT_COOKIE, AGE_CONSENT_PATTERN } from './age-consent-script.mjs';

export { AGE_CONSENT_COOKIE, AGE_CONSENT_PATTERN };
/** Consent is remembered for a year. */
export const AGE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export function hasAgeConsent(cookies: string): boolean {
  return new RegExp(AGE_CONSENT_PATTERN).test(cookies);
}

/** The `document.cookie` assignment that stores the consent for the whole store, for a year. */
export const ageConsentCookie = () =>
  `${AGE_CONSENT_COOKIE}=1; Max-Age=${AGE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`;

/** Where a visitor who is not an adult is sent: out of the store. */
export const AGE_REFUSAL_URL = 'https://www.google.com';

/** The gate's element id; the page behind it is hidden while it shows (components/age-gate). */
export const AGE_GATE_ID = 'age-gate';
/** Sent on window when the visitor accepts, so what waited for the consent can go on. */
export const AGE_CONSENT_EVENT = 'storefront:age-consent';

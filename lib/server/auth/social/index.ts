import 'server-only';
import { createFacebookVerifier, FACEBOOK_GRAPH_URL } from './facebook';
import { createGoogleVerifier, GOOGLE_JWKS_URL } from './google';
import { TEST_GRAPH_URL, TEST_ISSUER, TEST_JWKS_URL, testIssuerFetch } from './test-issuer';
import type { FacebookVerifier, GoogleVerifier } from './types';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('social-login');

export type SocialVerifiers = { google: GoogleVerifier; facebook: FacebookVerifier };

/**
 * SOCIAL_TEST_ISSUER=1 verifies Google and Facebook logins against the local test issuer instead
 * of the real providers (Jest, `next dev` offline, the end-to-end server). Only when set
 * explicitly: with it, anyone who can reach /api/dev/social-token can log in as anyone.
 */
export const socialTestIssuerEnabled = () => process.env.SOCIAL_TEST_ISSUER === '1';

const holder = globalThis as unknown as {
  __storefrontSocialVerifiers?: { test: boolean; verifiers: SocialVerifiers };
  __storefrontSocialOverride?: Partial<SocialVerifiers> | null;
};

function build(test: boolean): SocialVerifiers {
  const appSecret = () => process.env.FACEBOOK_APP_SECRET;
  if (!test)
    return {
      google: createGoogleVerifier({ jwksUrl: process.env.GOOGLE_JWKS_URL || GOOGLE_JWKS_URL }),
      facebook: createFacebookVerifier({
        graphUrl: process.env.FACEBOOK_GRAPH_URL || FACEBOOK_GRAPH_URL,
        appSecret,
      }),
    };
  if (process.env.NODE_ENV === 'production')
    log.warn(
      'SOCIAL_TEST_ISSUER=1: Google and Facebook logins are checked against the local test issuer, not the real providers. Never set it on a live store.',
    );
  return {
    google: createGoogleVerifier({
      jwksUrl: TEST_JWKS_URL,
      fetch: testIssuerFetch,
      issuers: [TEST_ISSUER],
    }),
    facebook: createFacebookVerifier({
      graphUrl: TEST_GRAPH_URL,
      appSecret: () => appSecret() || 'social-test-issuer',
      fetch: testIssuerFetch,
    }),
  };
}

/** The verifiers in use: kept while the mode stays (their key cache lives in them). */
export function socialVerifiers(): SocialVerifiers {
  const test = socialTestIssuerEnabled();
  let current = holder.__storefrontSocialVerifiers;
  if (current?.test !== test)
    current = holder.__storefrontSocialVerifiers = { test, verifiers: build(test) };
  return { ...current.verifiers, ...holder.__storefrontSocialOverride };
}

/** Jest: verifiers to use instead (a fake Graph API, an unreachable provider); null to stop. */
export function setSocialVerifiers(verifiers: Partial<SocialVerifiers> | null): void {
  holder.__storefrontSocialOverride = verifiers;
}

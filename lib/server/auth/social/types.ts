import 'server-only';

export type SocialProvider = 'google' | 'facebook';

/** Whom a provider vouches for: the e-mail as the provider gave it, a name (may be empty), its id. */
export type SocialIdentity = { email: string; name: string; subject: string };

/**
 * Why a token was refused. `unavailable` is ours, not the shopper's: the provider could not be
 * asked, or the store is not configured for it (no app secret).
 */
export type SocialTokenFailure =
  | 'malformed'
  | 'invalid'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'email'
  | 'disabled'
  | 'unavailable';

/** A token no verifier accepted. The message names the reason, never the token. */
export class SocialTokenError extends Error {
  constructor(
    readonly reason: SocialTokenFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'SocialTokenError';
  }
}

/** Google: an ID token issued to the store's OAuth client id. */
export type GoogleVerifier = {
  verify(token: string, expected: { clientId: string }): Promise<SocialIdentity>;
};

/** Facebook: a user access token issued to the store's app. */
export type FacebookVerifier = {
  verify(token: string, expected: { appId: string }): Promise<SocialIdentity>;
};

/** What the verifiers fetch with: the global fetch, or a stand-in (the test issuer, a Jest fake). */
export type Fetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

/** Providers answer within this time or the login fails as `unavailable`. */
export const PROVIDER_TIMEOUT_MS = 5_000;

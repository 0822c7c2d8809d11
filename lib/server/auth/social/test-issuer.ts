import 'server-only';
import {
  createHash,
  createHmac,
  generateKeyPairSync,
  randomBytes,
  sign,
  timingSafeEqual,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import type { Fetch, SocialProvider } from './types';

/**
 * A local stand-in for Google and Facebook, for Jest, `next dev` and the end-to-end server
 * (SOCIAL_TEST_ISSUER=1): it signs Google-shaped ID tokens with its own RSA key, serves that key
 * as a JWKS, and answers the two Graph API calls the Facebook verifier makes for tokens it minted.
 * Its issuer is not Google's, so none of its tokens can pass for a real one.
 */
export const TEST_ISSUER = 'https://social-test-issuer.invalid';
export const TEST_JWKS_URL = `${TEST_ISSUER}/jwks`;
export const TEST_GRAPH_URL = `${TEST_ISSUER}/graph`;

type SigningKey = { kid: string; privateKey: KeyObject; jwk: JsonWebKey };
type IssuerState = { keys: SigningKey[]; secret: Buffer };

// On globalThis: Next bundles each route's modules apart, and the dev route that signs and the
// login route that verifies must share one key pair.
const holder = globalThis as unknown as { __storefrontSocialTestIssuer?: IssuerState };

function newKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  return {
    kid,
    privateKey,
    jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}

const state = () =>
  (holder.__storefrontSocialTestIssuer ??= { keys: [newKey()], secret: randomBytes(32) });

/** The public keys, as Google's certs endpoint lists them. */
export const testIssuerJwks = () => ({ keys: state().keys.map((k) => k.jwk) });

/** Tests: signs with a new key from now on (the old one stays published), like Google's rotation. */
export function rotateTestIssuerKey(): void {
  state().keys.unshift(newKey());
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A stable provider user id per e-mail, so the same person gets the same subject. */
const subjectOf = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20);

export type TestIdTokenClaims = {
  aud: string | string[];
  email?: string;
  name?: string;
  sub?: string;
  email_verified?: boolean;
  iss?: string;
  azp?: string;
  iat?: number;
  exp?: number;
};

/** A Google-shaped ID token signed RS256 with the current key; any claim may be overridden. */
export function signTestIdToken(claims: TestIdTokenClaims, options: { kid?: string } = {}): string {
  const key = state().keys[0]!;
  const iat = nowSeconds();
  const head = encode({ alg: 'RS256', typ: 'JWT', kid: options.kid ?? key.kid });
  const body = encode({
    iss: TEST_ISSUER,
    sub: subjectOf(claims.email ?? ''),
    email_verified: true,
    iat,
    exp: iat + 3600,
    ...claims,
  });
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), key.privateKey);
  return `${head}.${body}.${signature.toString('base64url')}`;
}

type FacebookGrant = { app: string; uid: string; email?: string; name?: string; exp: number };
const mac = (body: string) => createHmac('sha256', state().secret).update(body).digest('base64url');

export type TestFacebookUser = {
  appId: string;
  email?: string;
  name?: string;
  userId?: string;
  expiresInS?: number;
};

/** A Facebook-like user access token that only this issuer's Graph stand-in accepts. */
export function mintTestFacebookToken(user: TestFacebookUser): string {
  const grant: FacebookGrant = {
    app: user.appId,
    uid: user.userId ?? subjectOf(user.email ?? ''),
    email: user.email,
    name: user.name,
    exp: nowSeconds() + (user.expiresInS ?? 3600),
  };
  const body = encode(grant);
  return `TEST${body}.${mac(body)}`;
}

function readFacebookToken(token: string | null): FacebookGrant | null {
  const match = token?.match(/^TEST([\w-]+)\.([\w-]+)$/);
  if (!match) return null;
  const [, body, tag] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(body));
  if (expected.length !== tag.length || !timingSafeEqual(expected, Buffer.from(tag))) return null;
  const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FacebookGrant;
  return grant.exp > nowSeconds() ? grant : null;
}

/**
 * A fetch that answers the issuer's JWKS and, like the Graph API, `debug_token` and the user's
 * profile for tokens minted here. Anything else is a 404: it never reaches the network.
 */
export const testIssuerFetch: Fetch = async (url) => {
  const target = new URL(url);
  if (`${target.origin}${target.pathname}` === TEST_JWKS_URL)
    return Response.json(testIssuerJwks());
  const graphPath = target.pathname.match(/^\/graph\/([^/]+)$/)?.[1];
  if (target.origin !== TEST_ISSUER || !graphPath)
    return new Response('Not found', { status: 404 });
  if (graphPath === 'debug_token') {
    const grant = readFacebookToken(target.searchParams.get('input_token'));
    return Response.json({
      data: grant
        ? {
            is_valid: true,
            app_id: grant.app,
            user_id: grant.uid,
            type: 'USER',
            expires_at: grant.exp,
          }
        : { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
    });
  }
  const grant = readFacebookToken(target.searchParams.get('access_token'));
  if (!grant || grant.uid !== decodeURIComponent(graphPath))
    return Response.json(
      { error: { code: 190, message: 'Invalid OAuth access token.' } },
      { status: 400 },
    );
  return Response.json({ id: grant.uid, name: grant.name, email: grant.email });
};

/** A token of this issuer for a store's client id (Google) or app id (Facebook): the dev route's. */
export function mintTestSocialToken(
  provider: SocialProvider,
  audience: string,
  user: { email: string; name?: string; emailVerified?: boolean },
): string {
  return provider === 'google'
    ? signTestIdToken({
        aud: audience,
        email: user.email,
        name: user.name,
        email_verified: user.emailVerified ?? true,
      })
    : mintTestFacebookToken({ appId: audience, email: user.email, name: user.name });
}

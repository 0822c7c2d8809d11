/** The Google and Facebook verifiers against the local test issuer and fake fetches: no network. */
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { createFacebookVerifier } from './facebook';
import { CLOCK_SKEW_S, createGoogleVerifier, GOOGLE_ISSUERS } from './google';
import { JWKS_MIN_REFETCH_MS, JWKS_TTL_MS } from './jwks';
import {
  rotateTestIssuerKey,
  signTestIdToken,
  TEST_GRAPH_URL,
  TEST_ISSUER,
  TEST_JWKS_URL,
  mintTestFacebookToken,
  testIssuerFetch,
  testIssuerJwks,
} from './test-issuer';
import { SocialTokenError, type Fetch } from './types';

const clientId = 'demo-google-client';
const claims = { aud: clientId, email: 'Pessoa@Exemplo.com.br', name: 'Pessoa Teste' };

/** The test issuer's JWKS behind a fetch that counts its calls. */
function countingJwks() {
  const calls: string[] = [];
  const fetch: Fetch = async (url) => {
    calls.push(url);
    return Response.json(testIssuerJwks());
  };
  return { calls, fetch };
}

function google(options: { now?: () => number; fetch?: Fetch } = {}) {
  return createGoogleVerifier({
    jwksUrl: TEST_JWKS_URL,
    fetch: options.fetch ?? testIssuerFetch,
    issuers: [TEST_ISSUER],
    now: options.now,
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SocialTokenError);
  return (error as SocialTokenError).reason;
}

describe('Google ID tokens', () => {
  test('a valid token gives the e-mail, name and subject', async () => {
    const identity = await google().verify(signTestIdToken(claims), { clientId });
    expect(identity).toEqual({
      email: 'Pessoa@Exemplo.com.br',
      name: 'Pessoa Teste',
      subject: expect.any(String),
    });
  });

  test('wrong audience, issuer, expiry, unverified or missing e-mail are refused for their reason', async () => {
    const verifier = google();
    const now = Math.floor(Date.now() / 1000);
    const cases: [Parameters<typeof signTestIdToken>[0], string][] = [
      [{ ...claims, aud: 'outra-google-client' }, 'audience'],
      [
        { ...claims, aud: [clientId, 'outra-google-client'], azp: 'outra-google-client' },
        'audience',
      ],
      [{ ...claims, iss: 'https://accounts.google.com' }, 'issuer'],
      [{ ...claims, exp: now - CLOCK_SKEW_S - 1 }, 'expired'],
      [{ ...claims, iat: now + 10 * CLOCK_SKEW_S }, 'expired'],
      [{ ...claims, email_verified: false }, 'email'],
      [{ aud: clientId }, 'email'],
    ];
    for (const [bad, reason] of cases)
      expect(await refusal(verifier.verify(signTestIdToken(bad), { clientId }))).toBe(reason);
    // Within the clock skew a token just past its expiry still holds.
    await expect(
      verifier.verify(signTestIdToken({ ...claims, exp: now - 5 }), { clientId }),
    ).resolves.toMatchObject({ email: claims.email });
  });

  test('a changed payload, another key, alg none or HS256 and garbage fail before any claim is read', async () => {
    const verifier = google();
    const [head, , signature] = signTestIdToken(claims).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, iss: TEST_ISSUER, email: 'admin@exemplo.com.br', exp: 9e9 }),
    ).toString('base64url');
    expect(await refusal(verifier.verify(`${head}.${forged}.${signature}`, { clientId }))).toBe(
      'invalid',
    );

    // Signed by a key that is not the issuer's, under the issuer's kid.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const [h, p] = signTestIdToken(claims).split('.');
    const other = sign('sha256', Buffer.from(`${h}.${p}`), privateKey).toString('base64url');
    expect(await refusal(verifier.verify(`${h}.${p}.${other}`, { clientId }))).toBe('invalid');

    const kid = testIssuerJwks().keys[0]!.kid as string;
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const payload = encode({ ...claims, iss: TEST_ISSUER, exp: 9e9, email_verified: true });
    const none = `${encode({ alg: 'none', kid })}.${payload}.`;
    expect(await refusal(verifier.verify(none, { clientId }))).toBe('malformed');
    // HS256 keyed with the public key's modulus, the classic confusion attack.
    const hsHead = encode({ alg: 'HS256', kid });
    const hmac = createHmac('sha256', String(testIssuerJwks().keys[0]!.n))
      .update(`${hsHead}.${payload}`)
      .digest('base64url');
    expect(await refusal(verifier.verify(`${hsHead}.${payload}.${hmac}`, { clientId }))).toBe(
      'malformed',
    );
    for (const garbage of ['', 'abc', 'a.b.c', 'a.b', `${encode({ alg: 'RS256' })}.x.y`])
      expect(await refusal(verifier.verify(garbage, { clientId }))).toBe('malformed');
  });

  test('the key set is fetched once, kept for its TTL, and fetched again for an unknown kid', async () => {
    let now = Date.now();
    const jwks = countingJwks();
    const verifier = google({ now: () => now, fetch: jwks.fetch });
    await Promise.all([1, 2, 3].map(() => verifier.verify(signTestIdToken(claims), { clientId })));
    expect(jwks.calls).toEqual([TEST_JWKS_URL]);

    // A new key right after the fetch: not fetched again at once (made-up kids cost nothing)…
    rotateTestIssuerKey();
    const rotated = signTestIdToken(claims);
    expect(await refusal(verifier.verify(rotated, { clientId }))).toBe('invalid');
    expect(jwks.calls).toHaveLength(1);
    // …but once the short pause has passed, an unknown kid fetches the set again, once.
    now += JWKS_MIN_REFETCH_MS;
    await expect(verifier.verify(rotated, { clientId })).resolves.toBeTruthy();
    expect(jwks.calls).toHaveLength(2);
    await verifier.verify(rotated, { clientId });
    expect(jwks.calls).toHaveLength(2);

    now += JWKS_TTL_MS;
    await verifier.verify(rotated, { clientId });
    expect(jwks.calls).toHaveLength(3);
  });

  test('an unreachable key set is `unavailable`; a stale set stays in use while it is', async () => {
    let now = Date.now();
    let up = false;
    const fetch: Fetch = async () =>
      up ? Response.json(testIssuerJwks()) : new Response('down', { status: 503 });
    const verifier = google({ now: () => now, fetch });
    expect(await refusal(verifier.verify(signTestIdToken(claims), { clientId }))).toBe(
      'unavailable',
    );
    up = true;
    await verifier.verify(signTestIdToken(claims), { clientId });
    up = false;
    now += JWKS_TTL_MS;
    await expect(verifier.verify(signTestIdToken(claims), { clientId })).resolves.toBeTruthy();
  });

  test("Google's own issuers are the default", () => {
    expect(GOOGLE_ISSUERS).toEqual(['accounts.google.com', 'https://accounts.google.com']);
  });
});

describe('Facebook access tokens', () => {
  const appId = 'outra-facebook-app';
  const facebook = (fetch: Fetch = testIssuerFetch, secret = 'segredo') =>
    createFacebookVerifier({ graphUrl: TEST_GRAPH_URL, appSecret: () => secret, fetch });

  test('debug_token with the app token, then the profile with appsecret_proof', async () => {
    const calls: URL[] = [];
    const spy: Fetch = async (url, init) => {
      calls.push(new URL(url));
      return testIssuerFetch(url, init);
    };
    const token = mintTestFacebookToken({ appId, email: 'fb@exemplo.com.br', name: 'Fábio Face' });
    const identity = await facebook(spy).verify(token, { appId });
    expect(identity).toMatchObject({ email: 'fb@exemplo.com.br', name: 'Fábio Face' });
    expect(calls.map((u) => u.pathname)).toEqual([
      '/graph/debug_token',
      `/graph/${identity.subject}`,
    ]);
    expect(calls[0]!.searchParams.get('input_token')).toBe(token);
    expect(calls[0]!.searchParams.get('access_token')).toBe(`${appId}|segredo`);
    expect(calls[1]!.searchParams.get('fields')).toBe('id,name,email');
    expect(calls[1]!.searchParams.get('appsecret_proof')).toBe(
      createHmac('sha256', 'segredo').update(token).digest('hex'),
    );
  });

  test("another app's token, an invalid or expired one, no e-mail, an app id 'null' and no secret are refused", async () => {
    const ok = { appId, email: 'fb@exemplo.com.br' };
    expect(
      await refusal(facebook().verify(mintTestFacebookToken({ ...ok, appId: 'outro' }), { appId })),
    ).toBe('audience');
    expect(await refusal(facebook().verify('EAAB-not-a-token', { appId }))).toBe('invalid');
    expect(
      await refusal(facebook().verify(mintTestFacebookToken({ ...ok, expiresInS: -1 }), { appId })),
    ).toBe('invalid');
    expect(await refusal(facebook().verify(mintTestFacebookToken({ appId }), { appId }))).toBe(
      'email',
    );
    const token = mintTestFacebookToken(ok);
    expect(await refusal(facebook().verify(token, { appId: 'null' }))).toBe('disabled');
    expect(await refusal(facebook().verify(token, { appId: '' }))).toBe('disabled');
    expect(await refusal(facebook(testIssuerFetch, '').verify(token, { appId }))).toBe(
      'unavailable',
    );
  });

  test('a Graph API that is down or unreachable is `unavailable`', async () => {
    const token = mintTestFacebookToken({ appId, email: 'fb@exemplo.com.br' });
    const down: Fetch = async () => new Response('', { status: 502 });
    const unreachable: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await refusal(facebook(down).verify(token, { appId }))).toBe('unavailable');
    expect(await refusal(facebook(unreachable).verify(token, { appId }))).toBe('unavailable');
  });
});

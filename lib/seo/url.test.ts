import { absoluteUrl, requestOrigin, siteOrigin } from './url';

const h = (values: Record<string, string>) => new Headers(values);

describe('requestOrigin', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  test('keeps the host and port the request was made on', () => {
    expect(requestOrigin(h({ host: 'localhost:3203' }))).toBe('http://localhost:3203');
    expect(requestOrigin(h({ host: 'Outra.Localhost' }))).toBe('http://outra.localhost');
    expect(requestOrigin(h({ host: '[::1]:3000' }))).toBe('http://[::1]:3000');
  });

  test('refuses a Host that is not a plain host and port', () => {
    expect(requestOrigin(h({ host: 'localhost:@evil.example' }))).toBeNull();
    expect(requestOrigin(h({ host: 'evil.example/x' }))).toBeNull();
    expect(requestOrigin(h({}))).toBeNull();
  });

  test('forwarded host and protocol count only with TRUST_PROXY=1', () => {
    const headers = h({
      host: 'localhost:3000',
      'x-forwarded-host': 'loja.example.com.br, proxy.internal',
      'x-forwarded-proto': 'https',
    });
    expect(requestOrigin(headers)).toBe('http://localhost:3000');
    process.env.TRUST_PROXY = '1';
    expect(requestOrigin(headers)).toBe('https://loja.example.com.br');
  });

  test('falls back to the store domain', () => {
    expect(siteOrigin(h({ host: 'a b' }), 'localhost')).toBe('http://localhost');
  });
});

test('absoluteUrl resolves paths on the origin and keeps absolute URLs', () => {
  expect(absoluteUrl('http://localhost:3000', '/media/a.svg')).toBe(
    'http://localhost:3000/media/a.svg',
  );
  expect(absoluteUrl('http://localhost:3000', 'https://cdn.example/a.png')).toBe(
    'https://cdn.example/a.png',
  );
  expect(absoluteUrl('http://localhost', '/')).toBe('http://localhost/');
});

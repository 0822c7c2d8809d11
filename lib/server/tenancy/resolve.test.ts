import { normalizeHost, requestHost } from './resolve';

describe('store host resolution', () => {
  test.each([
    ['Outra.LocalHost:3000', 'outra.localhost'],
    ['loja.example.com.', 'loja.example.com'],
    ['127.0.0.1:3100', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['', ''],
  ])('normalizeHost(%s) = %s', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });

  test('X-Forwarded-Host counts only behind a trusted proxy', () => {
    const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'outra.localhost' });
    delete process.env.TRUST_PROXY;
    expect(requestHost(headers)).toBe('localhost');
    process.env.TRUST_PROXY = '1';
    expect(requestHost(headers)).toBe('outra.localhost');
    delete process.env.TRUST_PROXY;
  });
});

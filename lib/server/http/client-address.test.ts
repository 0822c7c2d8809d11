/**
 * The client's address (issue 25, item 10): the store's own server takes it from the socket, or by
 * TRUST_PROXY's hops from X-Forwarded-For; route handlers read only what that server set.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { requestOrigin } from '@/lib/seo/url';
import { requestHost } from '@/lib/server/tenancy/resolve';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  markClientAddress,
  proxyHops,
  sealAddress,
  unsealAddress,
  normalizeAddress,
} from './client-address.mjs';
import { clientAddress } from './with-route';

/** A Node server that marks the address as scripts/server.mjs does and answers what it set. */
async function echoServer(hops: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    markClientAddress(req, hops);
    res.end(String(unsealAddress(String(req.headers[CLIENT_ADDRESS_HEADER]))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
function seenAs(port: number, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

const forged = {
  'x-forwarded-for': '203.0.113.7, 198.51.100.1',
  [CLIENT_ADDRESS_HEADER]: '192.0.2.99',
};

describe('the client address the store counts by', () => {
  test('without TRUST_PROXY a client-sent X-Forwarded-For (or address header) is ignored: the socket decides', async () => {
    const { server, port } = await echoServer(proxyHops(undefined));
    try {
      expect(await seenAs(port, forged)).toBe('127.0.0.1');
      expect(await seenAs(port, {})).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });

  test('with TRUST_PROXY=N the N-th X-Forwarded-For entry from the right', async () => {
    const one = await echoServer(proxyHops('1'));
    const two = await echoServer(proxyHops('2'));
    try {
      expect(await seenAs(one.port, forged)).toBe('198.51.100.1');
      expect(await seenAs(two.port, forged)).toBe('203.0.113.7');
      // Through fewer proxies than trusted: the leftmost entry; no header at all: the socket.
      expect(await seenAs(two.port, { 'x-forwarded-for': '198.51.100.1' })).toBe('198.51.100.1');
      expect(await seenAs(one.port, {})).toBe('127.0.0.1');
    } finally {
      one.server.close();
      two.server.close();
    }
  });

  test('TRUST_PROXY is a count of proxies: anything else trusts none', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect([undefined, '', '0', '1', '3', 'true', 'yes'].map((v) => proxyHops(v))).toEqual([
      0, 0, 0, 1, 3, 0, 0,
    ]);
    warn.mockRestore();
    const socket = { remoteAddress: '::ffff:10.0.0.5' };
    expect(clientAddressOf({ headers: {}, socket }, 0)).toBe('10.0.0.5');
    expect(
      clientAddressOf({ headers: { 'x-forwarded-for': ' 10.1.1.1 ,10.2.2.2 ' }, socket }, 1),
    ).toBe('10.2.2.2');
  });

  test("route handlers read only the server's header, never X-Forwarded-For", () => {
    const spoofed = new NextRequest('http://localhost/api/customer/auth', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(clientAddress(spoofed)).toBe('unknown');
    const marked = new NextRequest('http://localhost/api/customer/auth', {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        [CLIENT_ADDRESS_HEADER]: sealAddress('10.0.0.5'),
      },
    });
    expect(clientAddress(marked)).toBe('10.0.0.5');
  });

  test("a client's own copy of the address header reaching Next (next start, another server in front) counts as 'unknown'", () => {
    const seal = sealAddress('1.1.1.1').split(' ')[0]!;
    // The real seal with its last character changed: as long as the seal, but not it.
    const wrong = `${seal.slice(0, -1)}${seal.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of ['10.0.0.5', 'x 10.0.0.5', `${wrong} 10.0.0.5`]) {
      const request = new NextRequest('http://localhost/api/customer/auth', {
        headers: { [CLIENT_ADDRESS_HEADER]: forged },
      });
      expect(clientAddress(request)).toBe('unknown');
    }
  });

  test('an IPv6 client counts by its /64 network; an IPv4-mapped one as IPv4', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeAddress('10.0.0.1')).toBe('10.0.0.1');
  });

  test('TRUST_PROXY of any number of hops still takes the store host from X-Forwarded-Host', () => {
    const headers = new Headers({
      host: 'localhost:3000',
      'x-forwarded-host': 'outra.localhost',
      'x-forwarded-proto': 'https',
    });
    try {
      process.env.TRUST_PROXY = '2';
      expect(requestHost(headers)).toBe('outra.localhost');
      expect(requestOrigin(headers)).toBe('https://outra.localhost');
      process.env.TRUST_PROXY = '0';
      expect(requestHost(headers)).toBe('localhost');
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * Issue 27: how the production server starts and stops. A production start that would take payments through the sandbox without being told
 * (no provider credentials, no PAYMENT_SANDBOX=1) stops with a message naming the variables,
 * before it answers anyone; SIGTERM lets the requests in flight finish before the process exits.
 * The production build of the suite is started a second time, here, on its own data directory.
 */
function start(
  env: Record<string, string>,
  script = 'scripts/server.mjs',
  port = 3197,
): { server: ChildProcess; exited: Promise<{ code: number | null; output: string }> } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-config-'));
  const server = spawn('node', [script], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 120_000);
    server.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
  return { server, exited };
}

test(
  'production without payment credentials nor PAYMENT_SANDBOX=1 refuses to start, and says why',
  { tag: '@local' },
  async () => {
    const { code, output } = await start({ PAGSEGURO_API_URL: 'api.pagseguro.com' }).exited;
    expect(code).toBe(1);
    expect(output).toContain('The store cannot start: its environment is not valid.');
    expect(output).toContain(
      '  - PAGSEGURO_TOKEN or MERCADOPAGO_ACCESS_TOKEN must be set in production: no payment provider has credentials.',
    );
    expect(output).toContain('  - PAGSEGURO_API_URL must be a URL (http:// or https://)');
    expect(output).not.toContain('Ready on');
  },
);

test(
  'SIGTERM: no new connection, the request in flight is answered, then the process exits 0',
  { tag: '@local' },
  async () => {
    test.setTimeout(180_000);
    const port = 3198;
    const origin = `http://localhost:${port}`;
    // npm start's script: it seeds the empty data directory, then runs the server.
    const { server, exited } = start({ PAYMENT_SANDBOX: '1' }, 'scripts/start.mjs', port);
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000 },
      )
      .toBe(200);

    // Two requests for the log: one with the proxy's id, a recovery token and an e-mail in its
    // query; one without an id, which the server makes.
    const token = 'Xk3_9aQ-pL0vZ8rT2mN7bC4dE6fG1hJ5kL9oP3qR7sU';
    const withId = await fetch(`${origin}/user/recovery/${token}?email=maria%40exemplo.com.br`, {
      headers: { 'x-request-id': 'nginx-0123456789abcdef' },
    });
    expect(withId.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    const home = await fetch(`${origin}/notebooks`);
    const homeId = home.headers.get('x-request-id');
    expect(homeId).toMatch(/^[0-9a-f-]{36}$/);

    // A request in flight when the signal comes: its body is still on its way.
    let answer: Promise<number | string> = Promise.resolve('not sent');
    const request = httpRequest(`${origin}/api/customer/newsletter`, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
    });
    answer = new Promise((resolve) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', (error) => resolve(error.message));
    });
    request.write('{"name":"Maria",');
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Meanwhile the server takes no new connection.
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    request.end('"email":"maria@exemplo.com.br"}');
    // Answered (whatever the store says of the sign-up), not cut.
    expect(await answer).toEqual(expect.any(Number));
    const { code, output } = await exited;
    expect(code).toBe(0);
    expect(output).toContain('"msg":"SIGTERM: answering the requests in flight, then stopping"');

    // Every request is one JSON line, with nothing a shopper typed in it.
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.find((line) => line.requestId === 'nginx-0123456789abcdef')).toMatchObject({
      level: 'info',
      service: 'storefront',
      component: 'http',
      store: 'localhost',
      method: 'GET',
      route: '/user/recovery/:token',
      status: withId.status,
      ms: expect.any(Number),
    });
    expect(requests.find((line) => line.requestId === homeId)).toMatchObject({
      route: '/notebooks',
      status: 200,
    });
    expect(requests.find((line) => line.route === '/api/customer/newsletter')).toMatchObject({
      method: 'POST',
    });
    expect(output).not.toContain(token);
    expect(output).not.toContain('maria@exemplo.com.br');
    expect(output).not.toContain('maria%40exemplo.com.br');
  },
);

test(
  'with the database out of reach: a page says so (503), an API call gets its envelope (500); both are logged with their request id and reported to Sentry',
  { tag: '@local' },
  async () => {
    test.setTimeout(120_000);
    // A Sentry of our own: it keeps the envelopes the SDK posts to the DSN's project.
    const envelopes: string[] = [];
    const sentry = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        envelopes.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const sentryPort = (sentry.address() as AddressInfo).port;
    const port = 3196;
    // A database nobody answers on: every store page fails.
    const { server, exited } = start(
      {
        PAYMENT_SANDBOX: '1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/ninguem',
        SENTRY_DSN: `http://chave@127.0.0.1:${sentryPort}/1`,
        // Every request traced, not SPEC's 0.1: each span that could leave is seen leaving.
        SENTRY_TRACES_SAMPLE_RATE: '1',
        RECONCILE_CHARGES: '0',
      },
      'scripts/server.mjs',
      port,
    );
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const failed = await fetch(
      `http://localhost:${port}/api/company?url=x&email=maria%40exemplo.com.br`,
      {
        headers: { 'x-request-id': 'falha-0123456789' },
      },
    );
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      success: false,
      message: 'Não foi possível concluir a solicitação. Tente novamente em instantes.',
    });
    const page = await fetch(
      `http://localhost:${port}/user/recovery/Xk3_9aQ-pL0vZ8rT2mN7bC4dE6fG1hJ5kL9oP3qR7sU`,
    );
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    const html = await page.text();
    expect(html).toContain('Algo deu errado');
    expect(html).toContain('Não conseguimos carregar esta página agora. Tente de novo.');
    await expect
      .poll(() => envelopes.some((e) => e.includes('"type":"event"')), { timeout: 20_000 })
      .toBe(true);
    server.kill('SIGTERM');
    const { output } = await exited;
    sentry.close();

    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.find((line) => line.requestId === 'falha-0123456789' && line.msg === 'request'),
    ).toMatchObject({
      status: 500,
      route: '/api/company',
    });
    expect(
      lines.find((line) => line.component === 'api' && line.msg === 'unexpected error'),
    ).toMatchObject({
      level: 'error',
      requestId: 'falha-0123456789',
      route: '/api/company',
    });
    expect(lines.find((line) => line.component === 'proxy')).toMatchObject({
      level: 'error',
      msg: 'store lookup failed',
      route: '/user/recovery/:token',
      error: expect.stringMatching(/^\w*Error: query failed \(SQLSTATE ECONNREFUSED\)/),
    });
    await expect
      .poll(() => envelopes.filter((e) => e.includes('"type":"event"')).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    // The traced requests' spans went too, with their routes.
    expect(envelopes.join('\n')).toContain('"type":"span"');
    expect(envelopes.join('\n')).toContain('/user/recovery/:token');
    expect(envelopes.join('\n')).not.toContain('maria');
    expect(envelopes.join('\n')).not.toContain('Xk3_9aQ');
    expect(output).not.toContain('maria');
    // Next's own report of the failure, now a log line too, names no value of the query.
    expect(output).not.toContain('params:');
  },
);

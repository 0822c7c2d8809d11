import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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

test('production without payment credentials nor PAYMENT_SANDBOX=1 refuses to start, and says why', async () => {
  const { code, output } = await start({ PAGSEGURO_API_URL: 'api.pagseguro.com' }).exited;
  expect(code).toBe(1);
  expect(output).toContain('The store cannot start: its environment is not valid.');
  expect(output).toContain(
    '  - PAGSEGURO_TOKEN or MERCADOPAGO_ACCESS_TOKEN must be set in production: no payment provider has credentials.',
  );
  expect(output).toContain('  - PAGSEGURO_API_URL must be a URL (http:// or https://)');
  expect(output).not.toContain('Ready on');
});

test('SIGTERM: no new connection, the request in flight is answered, then the process exits 0', async () => {
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
  expect(output).toContain('> SIGTERM: answering the requests in flight, then stopping');
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * Issue 27: a production start that would take payments through the sandbox without being told
 * (no provider credentials, no PAYMENT_SANDBOX=1) stops with a message naming the variables,
 * before it answers anyone. The production build of the suite is started a second time, here.
 */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-config-'));
  const server = spawn('node', ['scripts/server.mjs'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '3197',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGTERM'), 60_000);
    server.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

test('production without payment credentials nor PAYMENT_SANDBOX=1 refuses to start, and says why', async () => {
  const { code, output } = await start({ PAGSEGURO_API_URL: 'api.pagseguro.com' });
  expect(code).toBe(1);
  expect(output).toContain('The store cannot start: its environment is not valid.');
  expect(output).toContain(
    '  - PAGSEGURO_TOKEN or MERCADOPAGO_ACCESS_TOKEN must be set in production: no payment provider has credentials.',
  );
  expect(output).toContain('  - PAGSEGURO_API_URL must be a URL (http:// or https://)');
  expect(output).not.toContain('Ready on');
});

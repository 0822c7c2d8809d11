// The server the Playwright suite runs against: `npm start` on a fresh PGlite data directory.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = '.data/e2e';
rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  // OUTBOX_PAGE: the journeys read the e-mails the store sent (recovery link) at /dev/outbox.
  // PAYMENT_SANDBOX_PAGE: the journeys pay a Pix or boleto at the sandbox's bank, /dev/payments.
  // PAYMENT_SANDBOX: the journeys' payments go through the embedded sandbox (a production start
  // refuses that unless told), and the checkout says 'Ambiente de testes'.
  // SOCIAL_TEST_ISSUER: Google and Facebook logins are checked against the local test issuer,
  // whose tokens /api/dev/social-token mints (there is no network to Google here).
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    OUTBOX_PAGE: '1',
    PAYMENT_SANDBOX: '1',
    PAYMENT_SANDBOX_PAGE: '1',
    SOCIAL_TEST_ISSUER: '1',
    // The hostile store (hostil.localhost): every content text an XSS vector (issue 7).
    SEED_HOSTILE_STORE: '1',
    // A campaign price goes on within 2 s of its start (the journey waits for it, not 15 s more).
    JOBS_EVERY_MS: '2000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

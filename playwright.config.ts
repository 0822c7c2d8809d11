import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// QA against a deployed store (README, "QA against a deploy"): no local server, and the tests
// that need what only a local server has (the sandbox's bank page, the outbox page, the social
// test issuer, a process of their own, the server's own socket) are left out by their tag.
const deployed = process.env.PLAYWRIGHT_BASE_URL;
const localOnly = deployed ? /@local/ : undefined;
// Playwright's own browser download is not reachable here: use Debian's Chromium. Its headless
// shell (package chromium-headless-shell) is what Playwright itself runs headless by default, and
// costs the suite half the CPU of the full browser (docs/adr/0020t); the full browser otherwise.
const systemChromium = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => existsSync(path));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (registration to a new password, a card order through Finalizado) take
  // 15-25 s on a quiet machine; a busy CI machine ran the suite at half speed and cut them at 30 s.
  // A CI machine three times slower than this one (a 46-minute run) cut checkout journeys at 60 s
  // and page loads at 10 s: CI gives them room; a passing run takes no longer for it.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: deployed ?? `http://localhost:${port}`,
    // Recording every test's trace (screencast and snapshots) took a third of the suite's time: on
    // CI a failed test records its retry; locally, where nothing retries, every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /multi-instance/,
      grepInvert: localOnly,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      grep: /@mobile/,
      grepInvert: localOnly,
      testIgnore: /multi-instance/,
    },
    // Its own processes (two standalone servers, nginx, PostgreSQL, Redis): `npm test` runs it
    // after the journeys, alone, so that its timings are not those of a machine under the suite.
    { name: 'multi-instance', testMatch: /multi-instance\.spec\.ts/ },
  ],
  // E2E_LOCAL_SERVER=0: the tests start what they need themselves (the multi-instance topology).
  webServer:
    process.env.E2E_LOCAL_SERVER === '0' || deployed
      ? undefined
      : {
          // A production build on a fresh embedded database, seeded with the demo data by `npm start`.
          command: `node scripts/e2e-server.mjs`,
          url: `http://localhost:${port}/api/company`,
          timeout: 240_000,
          reuseExistingServer: !process.env.CI,
          env: { PORT: String(port) },
        },
});

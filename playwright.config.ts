import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Playwright's own browser download is not reachable here: use Debian's Chromium when present.
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (registration to a new password, a card order through Finalizado) take
  // 15-25 s on a quiet machine; a busy CI machine ran the suite at half speed and cut them at 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/ },
  ],
  webServer: {
    // A production build on a fresh embedded database, seeded with the demo data by `npm start`.
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/api/company`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port) },
  },
});

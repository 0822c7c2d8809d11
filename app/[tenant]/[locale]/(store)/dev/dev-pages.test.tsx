/**
 * /dev/outbox and /dev/payments are development tools: on a production server without their flag
 * (OUTBOX_PAGE, PAYMENT_SANDBOX_PAGE) the page answers a real 404, decided before anything streams
 * (issue 25, item 15). Before, the flag was read inside a Suspense boundary: the shell went out
 * with a 200 and the not-found came later in the stream.
 */
import { isHTTPAccessFallbackError } from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import OutboxPage from '@/app/[tenant]/[locale]/(store)/dev/outbox/page';
import SandboxBankPage from '@/app/[tenant]/[locale]/(store)/dev/payments/page';
import { createTestDatabase, type TestDatabase } from '@/test/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const env = process.env as Record<string, string | undefined>;
const saved = {
  NODE_ENV: env.NODE_ENV,
  OUTBOX_PAGE: env.OUTBOX_PAGE,
  PAYMENT_SANDBOX_PAGE: env.PAYMENT_SANDBOX_PAGE,
};
afterEach(() => Object.assign(env, saved));

const props = () =>
  ({
    params: Promise.resolve({ tenant: 'demo', locale: 'pt' }),
    searchParams: Promise.resolve({}),
  }) as never;

/** 'not found' when the page throws Next's 404 before returning its shell, else 'rendered'. */
async function outcome(page: (p: never) => Promise<unknown>): Promise<string> {
  try {
    await page(props());
    return 'rendered';
  } catch (error) {
    return isHTTPAccessFallbackError(error) ? 'not found' : `error ${String(error)}`;
  }
}

describe('the /dev pages in production', () => {
  test('without their flags both answer 404 before any shell is sent', async () => {
    Object.assign(env, {
      NODE_ENV: 'production',
      OUTBOX_PAGE: undefined,
      PAYMENT_SANDBOX_PAGE: undefined,
    });
    delete env.OUTBOX_PAGE;
    delete env.PAYMENT_SANDBOX_PAGE;
    expect(await outcome(OutboxPage)).toBe('not found');
    expect(await outcome(SandboxBankPage)).toBe('not found');
  });

  test('OUTBOX_PAGE=1 and PAYMENT_SANDBOX_PAGE=1 serve them (the end-to-end server sets both)', async () => {
    Object.assign(env, { NODE_ENV: 'production', OUTBOX_PAGE: '1', PAYMENT_SANDBOX_PAGE: '1' });
    expect(await outcome(OutboxPage)).toBe('rendered');
    expect(await outcome(SandboxBankPage)).toBe('rendered');
  });
});

import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_OWNER_TOTP_SECRET } from '../lib/server/db/seed/demo-operators';
import { expect, hydrated, port, registerShopper, storeUrl } from './fixtures';

const STEP_MS = 30_000;
/** The last time step a worker took, shared by every worker and project of the run. */
const stepFile = join(tmpdir(), `e2e-owner-totp-step-${port}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The owner's next code from the seed's documented secret. A code is good once (the server
 * refuses a time step it has seen), so each call takes a step no other login of this run took,
 * waiting for the next one when needed; workers agree through a file and its lock.
 */
export async function ownerCode(): Promise<string> {
  for (;;) {
    let lock: number;
    try {
      lock = openSync(`${stepFile}.lock`, 'wx');
    } catch {
      await sleep(100);
      continue;
    }
    try {
      const last = existsSync(stepFile) ? Number(readFileSync(stepFile, 'utf8')) : 0;
      const now = Date.now();
      const step = Math.floor(now / STEP_MS);
      // A step with under 3 s left could end before the form is sent: the next one then.
      if (step > last && now % STEP_MS < STEP_MS - 3_000) {
        writeFileSync(stepFile, String(step));
        return new TOTP({ secret: Secret.fromBase32(DEMO_OWNER_TOTP_SECRET) }).generate({
          timestamp: now,
        });
      }
    } finally {
      closeSync(lock);
      unlinkSync(`${stepFile}.lock`);
    }
    await sleep(500);
  }
}

/** Logs in at the back-office's form as a demo operator (the owner with their code). */
export async function logInToBackOffice(
  page: Page,
  email: string,
  host = 'localhost',
  origin = storeUrl(host, ''),
) {
  await page.goto(`${origin}/admin`);
  const form = page.getByTestId('admin-login');
  await hydrated(form.getByRole('button', { name: 'Entrar' }));
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill('Senha123');
  await form.getByRole('button', { name: 'Entrar' }).click();
  if (email.startsWith('dono@')) {
    await expect(form.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    await form.getByLabel('Código').fill(await ownerCode());
    await form.getByRole('button', { name: 'Verificar' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
}

/**
 * An order of a shopper of its own, placed through the store API with Pix (pending payment):
 * journeys that move orders keep apart from each other and from the seeded ones. Answers its
 * number and the shopper's e-mail (password 'Senha123').
 */
export async function placePixOrder(page: Page): Promise<{ number: number; email: string }> {
  const email = await registerShopper(page, { name: 'Rita Rastreio' });
  const number = await page.evaluate(async (email) => {
    const json = async (path: string, method: string, body?: unknown) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { content: unknown };
    };
    await json('/api/customer/auth', 'POST', { login: email, password: 'Senha123' });
    const router = await json('/api/router?url=notebook-demo-pro-15', 'GET');
    const product = (router.content as { content: { id: number } }).content.id;
    const cart = (await json('/api/sale/order', 'POST', { items: [{ product, quantity: 1 }] }))
      .content as { id: string };
    const addresses = (await json('/api/customer/addresses', 'GET')).content as { id: number }[];
    const placed = (
      await json('/api/sale/checkout', 'POST', {
        cart: cart.id,
        idempotencyKey: `backoffice-${Date.now()}`.padEnd(16, '0'),
        address: addresses[0]!.id,
        shipping: 'SEDEX',
        payment: { method: 'pix' },
      })
    ).content as { order: { number: number } };
    return placed.order.number;
  }, email);
  expect(number).toBeGreaterThan(0);
  return { number, email };
}

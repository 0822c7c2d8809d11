import type { Page, Request } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';

type Reported = { name: string; value: number; rating: string; pageType: string; id: string };

/** Fixes this page load's draw of the field-data sample (Math.random's first answers). */
async function drawing(page: Page, draw: number) {
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, draw);
}

/** What the browser does when the shopper switches to another tab. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function vitalsSent(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/vitals') sent.push(r);
  });
  return sent;
}

test('a page load in the sample reports its LCP and CLS, with its kind of page, when it is left', async ({
  page,
}) => {
  await drawing(page, 0);
  const sent = vitalsSent(page);
  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notebook Demo Pro 15');
  await page.waitForLoadState('networkidle');
  // A tap ends the largest-paint measure; the page going to the background (the shopper
  // switching tabs) sends what is final then: the layout shifts (and the responsiveness, when an
  // interaction took long enough to be counted).
  await page.getByRole('heading', { level: 1 }).click();
  await hide(page);
  await expect
    .poll(() => sent.map((r) => (r.postDataJSON() as Reported).name))
    .toEqual(expect.arrayContaining(['CLS', 'LCP']));
  for (const request of sent) {
    const body = request.postDataJSON() as Reported;
    expect(['LCP', 'CLS', 'INP']).toContain(body.name);
    expect(body.pageType).toBe('product');
    expect(['good', 'needs-improvement', 'poor']).toContain(body.rating);
    expect(body.value).toBeGreaterThanOrEqual(0);
    expect((await request.response())?.status()).toBe(202);
  }
});

test('a page load outside the sample sends nothing and loads no measuring code', async ({
  page,
}) => {
  await drawing(page, 0.99);
  const sent = vitalsSent(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(storeUrl('localhost', '/notebooks'));
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).click();
  await hide(page);
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  // web-vitals' own code names its observers' entry types.
  const bodies = await Promise.all(
    scripts.map((url) => page.request.get(url).then((r) => r.text())),
  );
  expect(bodies.filter((body) => body.includes('largest-contentful-paint'))).toEqual([]);
});

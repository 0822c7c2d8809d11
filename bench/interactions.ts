/**
 * Issue 29's responsiveness budget: add to cart, opening the cart drawer and applying a filter
 * each answer within 200 ms (INP) on a phone with its CPU slowed 4× (Lighthouse's mobile
 * profile). Each interaction runs in a fresh browser context on a page that has loaded and
 * hydrated; the page records the browser's Event Timing entries (what INP is made of: from the
 * input to the next paint) and the interaction's figure is the longest entry of its
 * interactionId. Entries under 16 ms are not reported by the browser: such an interaction is
 * shown as "< 16".
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { BenchError, errorMessage, withTimeout } from './shared';

export const INP_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
const STEP_TIMEOUT_MS = 60_000;

export type InteractionResult = {
  name: string;
  page: string;
  /** Longest event duration of the interaction (ms); null when under the browser's 16 ms floor. */
  inpMs: number | null;
  withinBudget: boolean;
  error?: string;
};

type Interaction = {
  name: string;
  page: string;
  /** What the shopper does first, unmeasured (a phone opens the filters before choosing one). */
  prepare?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /** What the shopper sees once the interaction did its work. */
  done: (page: Page) => Promise<void>;
};

const INTERACTIONS: Interaction[] = [
  {
    name: 'add to cart',
    page: '/notebook-demo-pro-15',
    target: (page) => page.getByTestId('buy'),
    done: (page) => page.getByTestId('cart-drawer').waitFor({ state: 'visible' }),
  },
  {
    name: 'open the cart drawer',
    page: '/notebooks',
    target: (page) => page.getByTestId('cart-button').first(),
    done: (page) => page.getByTestId('cart-drawer').waitFor({ state: 'visible' }),
  },
  {
    name: 'apply a filter',
    page: '/notebooks',
    prepare: async (page) => {
      const toggle = page.getByRole('button', { name: /^Filtrar por/ });
      await hydrated(toggle);
      await toggle.tap();
    },
    target: (page) =>
      page.locator('[data-facet=memoria]').getByRole('checkbox', { name: /16 GB/ }).first(),
    done: (page) => page.waitForURL(/facet_filters=/),
  },
];

// Recorded from the page's first moment, before the store's code runs.
const RECORD_EVENTS = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({ id: e.interactionId, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

async function hydrated(target: Locator): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = await target
      .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BenchError('the element was not hydrated within a minute');
}

async function measure(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<InteractionResult> {
  // Lighthouse's mobile screen (Moto G Power), with touch.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_EVENTS);
    await page.goto(origin + interaction.page, { waitUntil: 'networkidle' });
    await interaction.prepare?.(page);
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    await hydrated(target);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events = []));
    await target.tap();
    await interaction.done(page);
    // The entry of the interaction is reported after its paint.
    await page.waitForTimeout(1000);
    const events = await page.evaluate(
      () => (window as unknown as { __events: { id: number; duration: number }[] }).__events,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const first = events[0]?.id;
    const durations = events.filter((e) => e.id === first).map((e) => e.duration);
    const inpMs = durations.length ? Math.max(...durations) : null;
    return {
      name: interaction.name,
      page: interaction.page,
      inpMs,
      withinBudget: (inpMs ?? 0) <= INP_BUDGET_MS,
    };
  } finally {
    await context.close();
  }
}

/** Each interaction once, on the store served at `origin` (its Host maps to 127.0.0.1). */
export async function benchInteractions(
  origin: string,
  chromePath: string,
  chromeFlags: string[],
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const results: InteractionResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      process.stdout.write(`  ${interaction.name} (${interaction.page})… `);
      try {
        const result = await withTimeout(
          measure(browser, origin, interaction),
          STEP_TIMEOUT_MS * 2,
          interaction.name,
        );
        console.log(`${result.inpMs === null ? '< 16' : result.inpMs} ms`);
        results.push(result);
      } catch (error) {
        console.log(`failed: ${errorMessage(error)}`);
        results.push({
          name: interaction.name,
          page: interaction.page,
          inpMs: null,
          withinBudget: false,
          error: errorMessage(error),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

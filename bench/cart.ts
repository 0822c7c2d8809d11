/**
 * The add-to-cart budget of issue 4: 10 shoppers at once, each creating a cart with a product and
 * then adding other products to it one by one (POST /api/sale/order, POST /api/sale/order/{id}),
 * a new cart after 20 lines. Every request's latency is kept, so p95 is exact (not a histogram
 * bucket). Budget: p95 under 100 ms on the server.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { apiPath } from '../lib/contracts/endpoints';
import { BenchError, sleep } from './shared';

export const CART_SHOPPERS = 10;
export const CART_P95_BUDGET_MS = 100;
const LINES_PER_CART = 20;
const WARMUP_MS = 2000;
const REQUEST_TIMEOUT_MS = 10_000;

export type CartLoadResult = {
  shoppers: number;
  seconds: number;
  requests: number;
  failures: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  budgetMs: number;
  withinBudget: boolean;
  /** The same shoppers asking GET /api/company (a cached store lookup, no cart): the framework's floor. */
  control: { requests: number; requestsPerSecond: number; latencyMs: { p50: number; p95: number } };
};

type Target = { address: string; port: number; host: string };

/** Each shopper keeps its connection open between requests, as a browser does. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CART_SHOPPERS });

function request(
  target: Target,
  method: 'GET' | 'POST',
  pathname: string,
  body?: string,
): Promise<{ status: number; json: { content?: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.address,
        port: target.port,
        path: pathname,
        method,
        agent,
        headers: {
          host: target.host,
          'user-agent': 'storefront-bench',
          ...(body
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: { content?: unknown } = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof json;
          } catch {
            // Left empty: the status says what went wrong.
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${pathname} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Products a shopper can add: simple, for sale, in stock, found through the store's own search. */
async function saleableProducts(target: Target): Promise<number[]> {
  const ids = new Set<number>();
  for (const term of ['notebook', 'mouse', 'teclado', 'ssd', 'headset', 'memoria', 'mochila']) {
    const res = await request(target, 'GET', `${apiPath('searchProducts')}?q=${term}&limit=24`);
    const products =
      (
        res.json.content as {
          products?: { id: number; type: string; stock: number; saleable: boolean }[];
        }
      )?.products ?? [];
    for (const p of products) if (p.type === 'simple' && p.saleable && p.stock > 0) ids.add(p.id);
  }
  if (ids.size < LINES_PER_CART)
    throw new BenchError(`add-to-cart: only ${ids.size} products in stock found to add`);
  return [...ids];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Latencies of CART_SHOPPERS loops each running `step` until `seconds` after a warm-up. */
async function measureLoop(
  seconds: number,
  step: (shopper: number) => Promise<boolean>,
): Promise<{ latencies: number[]; failures: number; elapsed: number }> {
  const latencies: number[] = [];
  let failures = 0;
  let measuring = false;
  let stop = false;
  const loop = async (n: number) => {
    while (!stop) {
      const started = performance.now();
      const ok = await step(n).catch(() => false);
      if (!measuring) continue;
      latencies.push(performance.now() - started);
      if (!ok) failures++;
    }
  };
  const running = Array.from({ length: CART_SHOPPERS }, (_, n) => loop(n));
  await sleep(WARMUP_MS);
  measuring = true;
  const started = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(running);
  return { latencies: latencies.sort((a, b) => a - b), failures, elapsed };
}

export async function benchAddToCart(target: Target, seconds: number): Promise<CartLoadResult> {
  const products = await saleableProducts(target);
  const carts: { id: string | null; lines: number; next: number }[] = Array.from(
    { length: CART_SHOPPERS },
    (_, n) => ({ id: null, lines: 0, next: n * 7 }),
  );
  const cart = await measureLoop(seconds, async (n) => {
    const shopper = carts[n]!;
    const product = products[shopper.next++ % products.length]!;
    const res = await request(
      target,
      'POST',
      shopper.id ? apiPath('changeCart', { id: shopper.id }) : apiPath('createCart'),
      `items[0][product]=${product}&items[0][quantity]=1`,
    );
    const ok = res.status === 200 || res.status === 201;
    shopper.id = ok ? (res.json.content as { id: string }).id : null;
    shopper.lines = ok ? shopper.lines + 1 : 0;
    if (shopper.lines >= LINES_PER_CART) {
      shopper.id = null;
      shopper.lines = 0;
    }
    return ok;
  });
  const control = await measureLoop(
    Math.min(seconds, 5),
    async () => (await request(target, 'GET', apiPath('getCompany'))).status === 200,
  );

  agent.destroy();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const p95 = round(percentile(cart.latencies, 95));
  return {
    shoppers: CART_SHOPPERS,
    seconds: round(cart.elapsed),
    requests: cart.latencies.length,
    failures: cart.failures,
    requestsPerSecond: round(cart.latencies.length / cart.elapsed),
    latencyMs: {
      p50: round(percentile(cart.latencies, 50)),
      p95,
      p99: round(percentile(cart.latencies, 99)),
      max: round(cart.latencies.at(-1) ?? 0),
    },
    budgetMs: CART_P95_BUDGET_MS,
    withinBudget: cart.failures === 0 && cart.latencies.length > 0 && p95 < CART_P95_BUDGET_MS,
    control: {
      requests: control.latencies.length,
      requestsPerSecond: round(control.latencies.length / control.elapsed),
      latencyMs: {
        p50: round(percentile(control.latencies, 50)),
        p95: round(percentile(control.latencies, 95)),
      },
    },
  };
}

// `npx tsx bench/cart.ts --port P [--seconds S]`: the add-to-cart measure alone, against a store
// server already running on that port (on PGlite or PostgreSQL, whichever it was started with).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, seconds: { type: 'string', default: '10' } },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port)) throw new BenchError('--port P is required');
  const result = await benchAddToCart(
    { address: '127.0.0.1', port, host: `localhost:${port}` },
    Number(values.seconds),
  );
  console.log(JSON.stringify(result, null, 2));
}

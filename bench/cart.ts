/**
 * The add-to-cart budget of issue 4: 10 shoppers at once, each creating a cart with a product and
 * then adding other products to it one by one (POST /api/sale/order, POST /api/sale/order/{id}),
 * a new cart after 20 lines. Every request's latency is kept, so p95 is exact (not a histogram
 * bucket). Budget: p95 under 100 ms on the server.
 */
import http from 'node:http';
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
};

type Target = { address: string; port: number; host: string };

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
        agent: false,
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
    const res = await request(target, 'GET', `/api/search/query?q=${term}&limit=24`);
    const products =
      (
        res.json.content as {
          products?: { id: number; type: string; stock: number; saleable: boolean }[];
        }
      )?.products ?? [];
    for (const p of products) if (p.type === 'simple' && p.saleable && p.stock > 50) ids.add(p.id);
  }
  if (ids.size < LINES_PER_CART)
    throw new BenchError(`add-to-cart: only ${ids.size} products in stock found to add`);
  return [...ids];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function benchAddToCart(target: Target, seconds: number): Promise<CartLoadResult> {
  const products = await saleableProducts(target);
  const latencies: number[] = [];
  let failures = 0;
  let measuring = false;
  let stop = false;

  const shopper = async (n: number) => {
    let cart: string | null = null;
    let lines = 0;
    let next = n * 7;
    while (!stop) {
      const product = products[next++ % products.length]!;
      const body = `items[0][product]=${product}&items[0][quantity]=1`;
      const started = performance.now();
      const res: { status: number; json: { content?: unknown } } = await request(
        target,
        'POST',
        cart ? `/api/sale/order/${cart}` : '/api/sale/order',
        body,
      ).catch(() => ({ status: 0, json: {} as { content?: unknown } }));
      const ms = performance.now() - started;
      const ok = res.status === 200 || res.status === 201;
      if (measuring) {
        latencies.push(ms);
        if (!ok) failures++;
      }
      if (ok) {
        cart = (res.json.content as { id: string }).id;
        lines++;
      }
      if (!ok || lines >= LINES_PER_CART) {
        cart = null;
        lines = 0;
      }
    }
  };

  const running = Array.from({ length: CART_SHOPPERS }, (_, n) => shopper(n));
  await sleep(WARMUP_MS);
  measuring = true;
  const started = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(running);

  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const p95 = round(percentile(sorted, 95));
  return {
    shoppers: CART_SHOPPERS,
    seconds: round(elapsed),
    requests: latencies.length,
    failures,
    requestsPerSecond: round(latencies.length / elapsed),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95,
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    budgetMs: CART_P95_BUDGET_MS,
    withinBudget: failures === 0 && latencies.length > 0 && p95 < CART_P95_BUDGET_MS,
  };
}

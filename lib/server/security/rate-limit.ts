import 'server-only';
import type { Redis } from 'ioredis';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('rate-limit');

/**
 * Fixed-window counters for limits such as login attempts (ARCHITECTURE.md: Redis when REDIS_URL
 * is set, so every server process counts together; otherwise this process's memory).
 */
export type RateCounter = {
  /** Adds one to `key` and answers the count in the current window and when that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The count in the current window, without adding to it. */
  peek(key: string): Promise<{ count: number; resetAt: number }>;
  /** Takes one back from `key` (an attempt that turned out not to count), never below zero. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Tests: forget every count. */
  clear(): Promise<void>;
  close(): Promise<void>;
};

function memoryCounter(): RateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt > Date.now()) return window;
    windows.delete(key);
    return null;
  };
  // Expired windows would otherwise stay for as long as their key is never asked for again.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000).unref();
  return {
    async hit(key, windowMs) {
      const window = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { ...window };
    },
    async peek(key) {
      return { ...(current(key) ?? { count: 0, resetAt: Date.now() }) };
    },
    async release(key) {
      const window = current(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async clear() {
      windows.clear();
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

function redisCounter(redis: Redis): RateCounter {
  const window = (count: unknown, ttl: unknown) => ({
    count: Number(count ?? 0),
    resetAt: Date.now() + Math.max(Number(ttl), 0),
  });
  return {
    async hit(key, windowMs) {
      // The window starts with the first hit: the expiry is set only when the key has none.
      const replies = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
      return window(replies?.[0]?.[1], replies?.[2]?.[1]);
    },
    async peek(key) {
      const replies = await redis.multi().get(key).pttl(key).exec();
      return window(replies?.[0]?.[1], replies?.[1]?.[1]);
    },
    async release(key) {
      // One step, so a window that ends meanwhile is not recreated without its expiry.
      await redis.eval(RELEASE, 1, key);
    },
    async reset(key) {
      await redis.del(key);
    },
    async clear() {
      // KEYS answers full key names; DEL adds the client's prefix again, so it is cut off first.
      const keys = await redis.keys(`${KEY_PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(KEY_PREFIX.length)));
    },
    async close() {
      await redis.quit();
    },
  };
}

/**
 * Where the counts live in Redis. REDIS_NAMESPACE keeps apart deployments that share one Redis
 * (a preview beside production) and the parallel Jest workers, each of which clears its own.
 */
const KEY_PREFIX = `storefront:rate:${process.env.REDIS_NAMESPACE ? `${process.env.REDIS_NAMESPACE}:` : ''}`;
const RELEASE = `if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0`;

const globalForLimits = globalThis as unknown as { __storefrontRateCounter?: Promise<RateCounter> };

export function rateCounter(): Promise<RateCounter> {
  globalForLimits.__storefrontRateCounter ??= (async () => {
    const url = process.env.REDIS_URL;
    if (!url) return memoryCounter();
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { keyPrefix: KEY_PREFIX, maxRetriesPerRequest: 2 });
    redis.on('error', (error: Error) => log.error(`redis: ${error.message}`));
    return redisCounter(redis);
  })();
  return globalForLimits.__storefrontRateCounter;
}

/** Tests: forget every count. */
export async function forgetRateCounts(): Promise<void> {
  await (await rateCounter()).clear();
}

/** Tests and scripts: closes the counter's connection (Redis) so the process can end. */
export async function closeRateCounter(): Promise<void> {
  const counter = globalForLimits.__storefrontRateCounter;
  globalForLimits.__storefrontRateCounter = undefined;
  if (counter) await (await counter).close();
}

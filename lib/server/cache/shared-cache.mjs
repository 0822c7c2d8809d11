// What the two Redis cache handlers share (docs/adr/0022): one connection per process, the keys,
// and the tag invalidations every instance must honour. Next loads the handlers with a plain
// import() from the file system, outside its bundles, so this module has one copy per process;
// the state still lives on globalThis, so that the app bundle (lib/server/shutdown.ts) can close it.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import { CLOSE_SHARED_CACHE } from '../http/shutdown-hook.mjs';
import { logOf } from '../log.mjs';

const require = createRequire(import.meta.url);
// Next's own record of tag invalidations in this process: its page cache and its 'use cache'
// handler both read it. A module named .external is never bundled, so this is that very Map.
const {
  tagsManifest,
  areTagsExpired,
  areTagsStale,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
export { areTagsExpired, areTagsStale, tagsManifest };

/** The key under which a process keeps its shared-cache connection. */
const SHARED_CACHE = Symbol.for('storefront.sharedCache');

/** No entry outlives this in Redis, whatever its profile says: every key gets a TTL. */
export const LONGEST_ENTRY_SECONDS = 30 * 24 * 60 * 60;
/** A Redis command that takes longer is a miss (a page rendered afresh), not a waiting shopper. */
export const COMMAND_TIMEOUT_MS = 1_000;
/** Errors of the shared cache are logged at most this often: a Redis down must not flood the log. */
const ERROR_LOG_EVERY_MS = 60_000;

/**
 * The keys of this deployment. REDIS_NAMESPACE keeps apart deployments that share one Redis (a
 * preview beside production), as it does for the rate limits.
 */
export function cacheKeys() {
  const namespace = process.env.REDIS_NAMESPACE ? `${process.env.REDIS_NAMESPACE}:` : '';
  const prefix = `storefront:cache:${namespace}`;
  return {
    /** A 'use cache' entry; Next's key holds the build id and the arguments, so it is hashed. */
    useCache: (cacheKey) => `${prefix}use:${createHash('sha256').update(cacheKey).digest('hex')}`,
    /** A rendered page of one build (a new build renders with other scripts). */
    page: (buildId, key) => `${prefix}page:${buildId}:${key}`,
    /** When each tag went stale, and when it expires (ms), shared by every build. */
    staleTags: `${prefix}tags:stale`,
    expiredTags: `${prefix}tags:expired`,
    /** Moves on every invalidation, so that an instance reads the tags only when they changed. */
    tagsVersion: `${prefix}tags:version`,
  };
}

/**
 * Whether this process uses the shared cache: REDIS_URL is set and this is a server, not the
 * build (whose prerendered pages belong to the build output, not to a running deployment).
 */
export function sharedCacheEnabled() {
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';
}

function state() {
  const holder = /** @type {Record<symbol, any>} */ (globalThis);
  holder[SHARED_CACHE] ??= { redis: undefined, seenVersion: undefined, lastErrorLog: 0 };
  return holder[SHARED_CACHE];
}

/**
 * The process's connection to the shared cache, opened on first use. While it is lost and being
 * made again, this throws at once: each caller takes that as a miss (the page is rendered afresh)
 * instead of waiting for Redis to come back.
 */
export function sharedRedis() {
  const current = state();
  if (!current.redis) {
    // The first commands wait for the connection being made; none waits for another attempt.
    const redis = new Redis(/** @type {string} */ (process.env.REDIS_URL), {
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
    });
    redis.on('error', (error) => reportCacheError('connection', error));
    current.redis = redis;
    /** @type {Record<symbol, unknown>} */ (globalThis)[CLOSE_SHARED_CACHE] = closeSharedCache;
  }
  const redis = /** @type {Redis} */ (current.redis);
  if (redis.status === 'reconnecting' || redis.status === 'close')
    throw new Error('Redis is not connected');
  return redis;
}

/** Logs what went wrong with the shared cache, at most once a minute; the store goes on without. */
export function reportCacheError(what, error) {
  const current = state();
  const now = Date.now();
  if (now - current.lastErrorLog < ERROR_LOG_EVERY_MS) return;
  current.lastErrorLog = now;
  logOf('cache').error(`shared cache ${what} failed: ${error?.message ?? error}`);
}

/**
 * Records an invalidation as Next's handlers do (a profile marks the tags stale now and expired
 * after its `expire`; without one they expire now), in this process and in Redis for the others.
 */
export async function updateSharedTags(tags, durations) {
  if (tags.length === 0) return;
  const now = Date.now();
  const stale = {};
  const expired = {};
  for (const tag of tags) {
    const entry = { ...(tagsManifest.get(tag) ?? {}) };
    if (durations) {
      entry.stale = now;
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    } else entry.expired = now;
    tagsManifest.set(tag, entry);
    if (entry.stale !== undefined && durations) stale[tag] = String(entry.stale);
    if (entry.expired !== undefined) expired[tag] = String(entry.expired);
  }
  const keys = cacheKeys();
  try {
    const write = sharedRedis().multi();
    if (Object.keys(stale).length > 0) write.hset(keys.staleTags, stale);
    if (Object.keys(expired).length > 0) write.hset(keys.expiredTags, expired);
    write.incr(keys.tagsVersion);
    await write.exec();
  } catch (error) {
    reportCacheError('invalidation', error);
  }
}

/**
 * Brings this process's tag state up to what every instance has recorded: one small read while
 * nothing changed, the whole table when something did. A Redis down keeps the last state read.
 */
export async function syncSharedTags() {
  const current = state();
  const keys = cacheKeys();
  try {
    const redis = sharedRedis();
    const version = await redis.get(keys.tagsVersion);
    if (version === current.seenVersion) return;
    const [[, stale], [, expired]] = /** @type {[unknown, Record<string, string>][]} */ (
      await redis.multi().hgetall(keys.staleTags).hgetall(keys.expiredTags).exec()
    );
    for (const tag of new Set([...Object.keys(stale), ...Object.keys(expired)])) {
      const entry = { ...(tagsManifest.get(tag) ?? {}) };
      if (stale[tag] !== undefined) entry.stale = Number(stale[tag]);
      if (expired[tag] !== undefined) entry.expired = Number(expired[tag]);
      tagsManifest.set(tag, entry);
    }
    current.seenVersion = version;
  } catch (error) {
    reportCacheError('tag refresh', error);
  }
}

/** How long Redis keeps an entry: its own `expire` in seconds, never more than a month. */
export function entryTtlSeconds(expire) {
  if (typeof expire !== 'number' || !Number.isFinite(expire)) return LONGEST_ENTRY_SECONDS;
  return Math.max(1, Math.min(Math.ceil(expire), LONGEST_ENTRY_SECONDS));
}

/** Closes the process's connection (the server's graceful stop, tests). */
export async function closeSharedCache() {
  const current = state();
  const redis = current.redis;
  current.redis = undefined;
  current.seenVersion = undefined;
  if (redis && redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
}

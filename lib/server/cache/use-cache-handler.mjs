// The handler of 'use cache' (next.config.mjs cacheHandlers.default; docs/adr/0022). With REDIS_URL
// the entries live in Redis, shared by every instance, and the tags one instance invalidates are
// honoured by all; without it this is Next's own in-memory handler, as before.
import { createRequire } from 'node:module';
import { PAGE_CACHE_BYTES } from './sizes.mjs';
import {
  areTagsExpired,
  areTagsStale,
  cacheKeys,
  entryTtlSeconds,
  reportCacheError,
  sharedCacheEnabled,
  sharedRedis,
  syncSharedTags,
  tagsManifest,
  updateSharedTags,
} from './shared-cache.mjs';

const require = createRequire(import.meta.url);
const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default.js');

/** The bytes of an entry's single-use stream, read once (Next's handler contract). */
async function bytesOf(stream) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/** 'use cache' entries in Redis: the metadata as JSON, the value beside it in base64. */
export function redisUseCacheHandler() {
  const keys = cacheKeys();
  return {
    async get(cacheKey) {
      let stored;
      try {
        stored = await sharedRedis().get(keys.useCache(cacheKey));
      } catch (error) {
        reportCacheError('read', error);
        return undefined;
      }
      if (!stored) return undefined;
      const { value, ...entry } = JSON.parse(stored);
      // Next drops entries past `expire` itself; the tags are this handler's to check.
      if (areTagsExpired(entry.tags, entry.timestamp)) return undefined;
      const revalidate = areTagsStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: streamOf(Buffer.from(value, 'base64')) };
    },
    async set(cacheKey, pendingEntry) {
      try {
        const entry = await pendingEntry;
        const bytes = await bytesOf(entry.value);
        // An entry that expires at once is dynamic: Next renders it on every read.
        if (entry.expire === 0) return;
        await sharedRedis().set(
          keys.useCache(cacheKey),
          JSON.stringify({ ...entry, value: bytes.toString('base64') }),
          'EX',
          entryTtlSeconds(entry.expire),
        );
      } catch (error) {
        // A value whose render failed, or a write that did not reach Redis: the next read renders.
        reportCacheError('write', error);
      }
    },
    async refreshTags() {
      await syncSharedTags();
    },
    async getExpiration(tags) {
      return Math.max(...tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0), 0);
    },
    async updateTags(tags, durations) {
      await updateSharedTags(tags, durations);
    },
  };
}

const handler = sharedCacheEnabled()
  ? redisUseCacheHandler()
  : createDefaultCacheHandler(PAGE_CACHE_BYTES);

export default handler;

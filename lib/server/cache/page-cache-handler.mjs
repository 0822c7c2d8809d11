// The handler of Next's page cache (next.config.mjs cacheHandler; docs/adr/0022): rendered pages,
// route answers and optimized images. With REDIS_URL they live in Redis, shared by every instance;
// without it, and for the pages the build prerendered, Next's own handler keeps them as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  areTagsExpired,
  cacheKeys,
  entryTtlSeconds,
  reportCacheError,
  sharedCacheEnabled,
  sharedRedis,
  syncSharedTags,
  updateSharedTags,
} from './shared-cache.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** The response header in which Next keeps the tags of a rendered page. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * A cached value as JSON: its Buffers (HTML streams, the RSC payload, image bytes) and Maps (the
 * payload's segments) are written as tagged objects and come back as what they were.
 */
export function serializeCacheValue(value) {
  return JSON.stringify(value, function replace(key, item) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
    if (original instanceof Uint8Array)
      return { $buffer: Buffer.from(original).toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return item;
  });
}

export function deserializeCacheValue(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      if (typeof item.$buffer === 'string' && Object.keys(item).length === 1)
        return Buffer.from(item.$buffer, 'base64');
      if (Array.isArray(item.$map) && Object.keys(item).length === 1) return new Map(item.$map);
    }
    return item;
  });
}

/** Whether an entry read back carries a tag invalidated after it was made. */
function invalidated(data, ctx) {
  const value = data.value;
  if (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE' || value?.kind === 'PAGES') {
    const header = value.headers?.[CACHE_TAGS_HEADER];
    // Stale tags are Next's to see (it serves the page once and renders it behind); an expired
    // tag makes the next visit wait for a fresh render, as Next's own handler does.
    return typeof header === 'string' && areTagsExpired(header.split(','), data.lastModified);
  }
  if (value?.kind === 'FETCH') {
    const tags = [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    return areTagsExpired(tags, data.lastModified);
  }
  return false;
}

export default class PageCacheHandler {
  constructor(ctx) {
    /** Next's handler: everything without Redis; with it, the pages the build prerendered. */
    this.local = new FileSystemCache(ctx);
    this.shared = sharedCacheEnabled() && !ctx.dev;
    if (this.shared) {
      this.keys = cacheKeys();
      this.buildId = buildIdOf(ctx.serverDistDir);
    }
  }

  async get(key, ctx) {
    if (!this.shared) return this.local.get(key, ctx);
    // Next checks a page's tags against this process's record: bring it up to date first.
    await syncSharedTags();
    let stored = null;
    try {
      stored = await sharedRedis().get(this.keys.page(this.buildId, key));
    } catch (error) {
      reportCacheError('read', error);
    }
    if (!stored) return this.local.get(key, ctx);
    const data = deserializeCacheValue(stored);
    return invalidated(data, ctx) ? null : data;
  }

  async set(key, data, ctx) {
    if (!this.shared) return this.local.set(key, data, ctx);
    if (!data) return;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    try {
      await sharedRedis().set(
        this.keys.page(this.buildId, key),
        serializeCacheValue({ value: data, lastModified: Date.now(), cacheControl }),
        'EX',
        entryTtlSeconds(cacheControl?.expire ?? ctx.revalidate),
      );
    } catch (error) {
      reportCacheError('write', error);
    }
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!this.shared) return this.local.revalidateTag(list, durations);
    await updateSharedTags(list, durations);
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }
}

/** The build's id, beside its server output: pages of another build are not this one's. */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

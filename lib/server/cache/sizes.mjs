// The page cache in memory (next.config.mjs cacheMaxMemorySize), and Next's in-memory 'use cache'
// handler when no Redis is configured (lib/server/cache/use-cache-handler.mjs): room for about a
// thousand rendered pages of every store together before the least used are evicted (Next's
// default, 50 MB, holds about 200).
export const PAGE_CACHE_BYTES = 256 * 1024 * 1024;

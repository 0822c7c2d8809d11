/** A cached value as JSON, its Buffers and Maps written as tagged objects. */
export declare function serializeCacheValue(value: unknown): string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cached value of any kind
export declare function deserializeCacheValue(text: string): any;

/** Next's page cache, in Redis with REDIS_URL (docs/adr/0022). */
export default class PageCacheHandler {
  constructor(ctx: {
    fs: unknown;
    serverDistDir: string;
    maxMemoryCacheSize?: number;
    dev?: boolean;
    flushToDisk?: boolean;
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's cache entries
  get(key: string, ctx: Record<string, unknown>): Promise<any>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

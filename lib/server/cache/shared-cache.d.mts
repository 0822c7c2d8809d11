/** When a tag went stale and when it expires (ms), as Next records it. */
export type TagState = { stale?: number; expired?: number };
export declare const tagsManifest: Map<string, TagState>;
export declare function areTagsExpired(tags: string[], timestamp: number): boolean;
export declare function areTagsStale(tags: string[], timestamp: number): boolean;
export declare const LONGEST_ENTRY_SECONDS: number;
export declare const COMMAND_TIMEOUT_MS: number;
export declare function cacheKeys(): {
  useCache(cacheKey: string): string;
  page(buildId: string, key: string): string;
  staleTags: string;
  expiredTags: string;
  tagsVersion: string;
};
export declare function sharedCacheEnabled(): boolean;
export declare function sharedRedis(): import('ioredis').Redis;
export declare function reportCacheError(what: string, error: unknown): void;
export declare function updateSharedTags(
  tags: string[],
  durations?: { expire?: number },
): Promise<void>;
export declare function syncSharedTags(): Promise<void>;
export declare function entryTtlSeconds(expire: unknown): number;
export declare function closeSharedCache(): Promise<void>;

import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

/** 'use cache' entries in Redis, shared by every instance. */
export declare function redisUseCacheHandler(): CacheHandler;
declare const handler: CacheHandler;
export default handler;

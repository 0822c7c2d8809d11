/**
 * The shared cache (ADR 0022): 'use cache' entries and rendered pages in Redis, and a tag that one
 * instance invalidates honoured by another. A second instance is this process with its memory of
 * tags wiped and its connection reopened, as a process that started afresh would be.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import PageCacheHandler, {
  deserializeCacheValue,
  serializeCacheValue,
} from './page-cache-handler.mjs';
import {
  areTagsStale,
  cacheKeys,
  closeSharedCache,
  syncSharedTags,
  tagsManifest,
} from './shared-cache.mjs';
import { redisUseCacheHandler } from './use-cache-handler.mjs';

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

const streamOf = (text: string) => new Response(text).body!;
const textOf = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

/** What another instance knows after it started: nothing of this one's memory. */
async function anotherInstance() {
  tagsManifest.clear();
  await closeSharedCache();
}

const useCacheEntry = (text: string, tags: string[], expire = 3600) => ({
  value: streamOf(text),
  tags,
  stale: 300,
  timestamp: Date.now(),
  expire,
  revalidate: 900,
});

/** A rendered page as Next stores it: HTML, the RSC payload and its segments. */
const renderedPage = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  status: 200,
  postponed: undefined,
  headers: { 'x-next-cache-tags': tags },
  segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
});
const noDisk = {
  existsSync: () => false,
  readFile: async () => {
    throw new Error('ENOENT');
  },
  readFileSync: () => {
    throw new Error('ENOENT');
  },
  stat: async () => {
    throw new Error('ENOENT');
  },
};
const pageCache = () =>
  new PageCacheHandler({ fs: noDisk, serverDistDir: '/nowhere/server', maxMemoryCacheSize: 0 });
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

test('a cached value written as JSON comes back with its Buffers and Maps', () => {
  const page = renderedPage('<p>Notebook</p>', 't1:products');
  const back = deserializeCacheValue(serializeCacheValue({ value: page, lastModified: 5 }));
  expect(back).toEqual({ value: { ...page, postponed: undefined }, lastModified: 5 });
  expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
  expect(back.value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]));
});

withRedis('with Redis', () => {
  const saved = { url: process.env.REDIS_URL, namespace: process.env.REDIS_NAMESPACE };
  let inspect: Redis;
  beforeAll(() => {
    process.env.REDIS_URL = redisUrl;
    process.env.REDIS_NAMESPACE = `jest-cache-${randomUUID()}`;
    inspect = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await inspect.keys(`storefront:cache:${process.env.REDIS_NAMESPACE}:*`);
    if (keys.length > 0) await inspect.del(...keys);
    await inspect.quit();
    await closeSharedCache();
    tagsManifest.clear();
    process.env.REDIS_URL = saved.url;
    process.env.REDIS_NAMESPACE = saved.namespace;
  });

  test("a 'use cache' entry written by one instance is read by another, with a TTL", async () => {
    const handler = redisUseCacheHandler();
    await handler.set('build:list', Promise.resolve(useCacheEntry('[1,2,3]', ['t1:products'])));
    await anotherInstance();
    const other = redisUseCacheHandler();
    await other.refreshTags();
    const entry = await other.get('build:list', []);
    expect(entry).toMatchObject({ tags: ['t1:products'], revalidate: 900, expire: 3600 });
    expect(await textOf(entry!.value)).toBe('[1,2,3]');
    const ttl = await inspect.ttl(cacheKeys().useCache('build:list'));
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  test('an entry that expires at once is not stored', async () => {
    const handler = redisUseCacheHandler();
    await handler.set('build:now', Promise.resolve(useCacheEntry('x', [], 0)));
    expect(await inspect.exists(cacheKeys().useCache('build:now'))).toBe(0);
    expect(await handler.get('build:now', [])).toBeUndefined();
  });

  test('a tag expired on one instance is a miss on another; a stale one is served and refreshed', async () => {
    const handler = redisUseCacheHandler();
    await handler.set('build:product', Promise.resolve(useCacheEntry('p', ['t1:product:7'])));
    await handler.set('build:menu', Promise.resolve(useCacheEntry('m', ['t1:categories'])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.updateTags(['t1:product:7']);
    await handler.updateTags(['t1:categories'], { expire: 3600 });

    await anotherInstance();
    const other = redisUseCacheHandler();
    expect(await other.get('build:menu', [])).toMatchObject({ revalidate: 900 });
    await other.refreshTags();
    expect(await other.get('build:product', [])).toBeUndefined();
    const menu = await other.get('build:menu', []);
    expect(menu).toMatchObject({ revalidate: -1 });
    expect(await textOf(menu!.value)).toBe('m');
    expect(await other.getExpiration(['t1:product:7'])).toBeGreaterThan(Date.now() - 5_000);
    expect(await other.getExpiration(['t9:never'])).toBe(0);
  });

  test('a page rendered on one instance is served by another until its tag is invalidated', async () => {
    const key = '/route-cache/APP_PAGE/x/$/demo/pt/notebooks';
    const page = renderedPage('<p>R$ 4.999,00</p>', 't1:products,t1:route:notebooks');
    await pageCache().set(key, page, { cacheControl: { revalidate: 900, expire: 86400 } });

    await anotherInstance();
    const read = await pageCache().get(key, pageContext);
    expect(read.value.html).toBe('<p>R$ 4.999,00</p>');
    expect(read.value.rscData).toEqual(page.rscData);
    expect(read.cacheControl).toEqual({ revalidate: 900, expire: 86400 });
    const ttl = await inspect.ttl(cacheKeys().page('unknown', key));
    expect(ttl).toBeGreaterThan(86000);

    // 'max' (what the store's changes use): the page is stale for Next, served once and rendered.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await pageCache().revalidateTag(['t1:products'], { expire: 31536000 });
    await anotherInstance();
    const stale = await pageCache().get(key, pageContext);
    expect(stale.value.html).toBe('<p>R$ 4.999,00</p>');
    expect(areTagsStale(['t1:products'], stale.lastModified)).toBe(true);

    // Expired at once: the next visit waits for a fresh render.
    await pageCache().revalidateTag('t1:route:notebooks');
    await anotherInstance();
    expect(await pageCache().get(key, pageContext)).toBeNull();
  });

  test('the tags are read again only when an instance recorded a change', async () => {
    await syncSharedTags();
    const reads: string[] = [];
    const watcher = inspect.duplicate();
    const monitor = await watcher.monitor();
    monitor.on('monitor', (_time: string, args: string[]) => reads.push(args[0]!.toLowerCase()));
    await syncSharedTags();
    await syncSharedTags();
    await redisUseCacheHandler().updateTags(['t1:content']);
    tagsManifest.delete('t1:content');
    await syncSharedTags();
    await new Promise((resolve) => setTimeout(resolve, 50));
    monitor.disconnect();
    watcher.disconnect();
    expect(reads.filter((command) => command === 'hgetall')).toHaveLength(2);
    expect(reads.filter((command) => command === 'get')).toHaveLength(3);
    expect(tagsManifest.get('t1:content')?.expired).toBeGreaterThan(0);
  });
});

test('a Redis out of reach is a miss, not an error, and a write is dropped', async () => {
  const saved = process.env.REDIS_URL;
  process.env.REDIS_URL = 'redis://127.0.0.1:1';
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await anotherInstance();
    const handler = redisUseCacheHandler();
    await handler.set('build:any', Promise.resolve(useCacheEntry('x', [])));
    expect(await handler.get('build:any', [])).toBeUndefined();
    await handler.refreshTags();
    // The invalidation still holds in this process, which goes on serving.
    await handler.updateTags(['t1:offline']);
    expect(tagsManifest.get('t1:offline')?.expired).toBeGreaterThan(0);
    const page = pageCache();
    await page.set('/route-cache/APP_PAGE/y/$/demo/pt', renderedPage('<p/>', 't1:products'), {
      cacheControl: { revalidate: 60 },
    });
    expect(await page.get('/route-cache/APP_PAGE/y/$/demo/pt', pageContext)).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(errors.mock.calls[0]![0]))).toMatchObject({
      level: 'error',
      component: 'cache',
      msg: expect.stringMatching(/^shared cache \w+ failed/),
    });
  } finally {
    errors.mockRestore();
    await closeSharedCache();
    process.env.REDIS_URL = saved;
  }
});

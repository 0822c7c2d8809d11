/**
 * The media storage's S3 adapter against a recorded bucket: objects at the bucket's address by
 * their key, every request signed with AWS Signature V4 for the configured keys and region, a
 * missing object null, a refusal an error (never a silent loss).
 */
import { createHash } from 'node:crypto';
import { s3Bucket, storageFromUrl } from './storage';

const KEY = `7/${createHash('sha256').update('foto').digest('hex')}.png`;

/** A bucket in memory that answers as S3 does and records what it was asked. */
function recordedBucket(status?: number) {
  const objects = new Map<string, Uint8Array>();
  const asked: { method: string; url: string; authorization: string; date: string }[] = [];
  const fetch = async (request: Request) => {
    asked.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization') ?? '',
      date: request.headers.get('x-amz-date') ?? '',
    });
    if (status) return new Response('<Error/>', { status });
    const path = new URL(request.url).pathname;
    if (request.method === 'PUT') {
      objects.set(path, new Uint8Array(await request.arrayBuffer()));
      return new Response(null, { status: 200 });
    }
    const found = objects.get(path);
    return found ? new Response(found as unknown as BodyInit) : new Response('', { status: 404 });
  };
  return { objects, asked, fetch };
}

const options = { accessKeyId: 'AKIDTESTE', secretAccessKey: 'segredo/teste', region: 'sa-east-1' };

test('put and get by key at the bucket, signed for the keys and region', async () => {
  const bucket = recordedBucket();
  const storage = s3Bucket('https://s3.exemplo.com/fotos/', { ...options, fetch: bucket.fetch });
  const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
  await storage.put(KEY, bytes);
  expect(bucket.objects.get(`/fotos/${KEY}`)).toEqual(bytes);
  expect(await storage.get(KEY)).toEqual(bytes);
  expect(await storage.get(KEY.replace('.png', '.jpg'))).toBeNull();
  expect(bucket.asked.map((a) => [a.method, a.url])).toEqual([
    ['PUT', `https://s3.exemplo.com/fotos/${KEY}`],
    ['GET', `https://s3.exemplo.com/fotos/${KEY}`],
    ['GET', `https://s3.exemplo.com/fotos/${KEY.replace('.png', '.jpg')}`],
  ]);
  for (const a of bucket.asked) {
    expect(a.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=AKIDTESTE/${a.date.slice(0, 8)}/sa-east-1/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
      ),
    );
  }
});

test('a refusal is an error, and only media keys go out', async () => {
  const storage = s3Bucket('https://s3.exemplo.com/fotos', {
    ...options,
    fetch: recordedBucket(403).fetch,
  });
  await expect(storage.put(KEY, new Uint8Array([1]))).rejects.toThrow('answered 403');
  await expect(storage.get(KEY)).rejects.toThrow('answered 403');
  await expect(storage.get('../segredo.png')).rejects.toThrow('not a media key');
});

test('MEDIA_STORAGE_URL: the bucket, the keys (decoded) and the region from the URL', async () => {
  expect(() => storageFromUrl('https://s3.exemplo.com/fotos')).toThrow('access key and secret');
  const bucket = recordedBucket();
  const sent = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) => bucket.fetch(input as Request));
  try {
    await storageFromUrl('https://AKID:se%2Fgredo@s3.exemplo.com/fotos?region=sa-east-1').put(
      KEY,
      new Uint8Array([1]),
    );
    await storageFromUrl('https://AKID:segredo@r2.exemplo.com/fotos').get(KEY);
  } finally {
    sent.mockRestore();
  }
  expect(bucket.asked.map((a) => a.url)).toEqual([
    `https://s3.exemplo.com/fotos/${KEY}`,
    `https://r2.exemplo.com/fotos/${KEY}`,
  ]);
  expect(bucket.asked[0]!.authorization).toContain('Credential=AKID/');
  expect(bucket.asked[0]!.authorization).toContain('/sa-east-1/s3/aws4_request');
  // Without a region, R2's 'auto'.
  expect(bucket.asked[1]!.authorization).toContain('/auto/s3/aws4_request');
});

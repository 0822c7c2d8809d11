import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

/**
 * Where uploaded media live (ARCHITECTURE.md "External services"): the embedded default keeps
 * them on the local disk under MEDIA_DIR (`.data/media`); MEDIA_STORAGE_URL puts them in any
 * S3-compatible bucket instead. Keys are `{store}/{sha256}.{ext}`: content-addressed, so a file
 * is written once and served as immutable.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
}

/** A key as the storage takes it: a store id, a hex hash, an image extension; nothing else. */
export const MEDIA_KEY = /^\d{1,10}\/[0-9a-f]{64}\.(?:jpg|png|webp)$/;

function localDisk(root: string): MediaStorage {
  const file = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(file(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** What S3 needs besides the bucket's address: keys, region, how long to wait. */
export type S3Options = {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** How requests go out: the global fetch, or a test's recorded bucket. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
};

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…) at `bucketUrl`:
 * objects at `{bucketUrl}/{key}` (path-style `https://host/bucket`, or a bucket's own host),
 * each request signed with AWS Signature V4 (aws4fetch). A missing object is null; any other
 * failure throws, so an upload is never told saved when it was not.
 */
export function s3Bucket(bucketUrl: string, options: S3Options): MediaStorage {
  const base = bucketUrl.replace(/\/+$/, '');
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const fetchImpl = options.fetch ?? ((request: Request) => fetch(request));
  const timeout = options.timeoutMs ?? 15_000;
  const send = async (key: string, init: RequestInit) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    const signed = await client.sign(`${base}/${key}`, init);
    return fetchImpl(new Request(signed, { signal: AbortSignal.timeout(timeout) }));
  };
  return {
    async put(key, bytes) {
      const response = await send(key, {
        method: 'PUT',
        body: bytes as unknown as BodyInit,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) throw new Error(`media storage: PUT ${key} answered ${response.status}`);
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`media storage: GET ${key} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/**
 * MEDIA_STORAGE_URL read: `https://KEY:SECRET@host/bucket?region=sa-east-1` (the keys
 * URL-encoded, region `auto` when unsaid, R2's word for any).
 */
export function storageFromUrl(value: string): MediaStorage {
  const url = new URL(value);
  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'MEDIA_STORAGE_URL needs its access key and secret (https://KEY:SECRET@host/bucket)',
    );
  const region = url.searchParams.get('region') || 'auto';
  return s3Bucket(`${url.protocol}//${url.host}${url.pathname}`, {
    accessKeyId,
    secretAccessKey,
    region,
  });
}

let storage: MediaStorage | undefined;

/** The store's media storage (one per process): the bucket of MEDIA_STORAGE_URL, or the disk. */
export function mediaStorage(): MediaStorage {
  return (storage ??= process.env.MEDIA_STORAGE_URL
    ? storageFromUrl(process.env.MEDIA_STORAGE_URL)
    : localDisk(path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? '.data/media')));
}

import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded media live (ARCHITECTURE.md "External services"): the embedded default keeps
 * them on the local disk under MEDIA_DIR (`.data/media`). Keys are `{store}/{sha256}.{ext}`:
 * content-addressed, so a file is written once and served as immutable.
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

let storage: MediaStorage | undefined;

/** The store's media storage (one per process). */
export function mediaStorage(): MediaStorage {
  return (storage ??= localDisk(
    path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? '.data/media'),
  ));
}

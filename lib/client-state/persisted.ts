import { get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';

/** What a persisted store holds: `ready` once the browser's copy has been read. */
export type Persisted<T> = { ready: boolean; value: T };

export type PersistedStore<T> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Persisted<T>;
  getServerSnapshot: () => Persisted<T>;
  /**
   * Changes the value and saves it. Refused before the first read (a write would replace what the
   * browser holds with the empty value). Resolves to false when nothing could be saved.
   */
  update: (change: (value: T) => T) => Promise<boolean>;
};

/** The store of the page, from `<html data-store>` (set by the store layout). */
export function currentTenant(): string {
  return document.documentElement.dataset.store ?? 'default';
}

/**
 * A value kept in the browser database (idb-keyval) under `{key}:{tenant}`, mirrored to
 * localStorage under `key` (the keys of SPEC.md section 9; an origin serves a single store), which
 * is read when the database cannot be. Every storage call is guarded: private modes and full disks
 * throw. Read after the first subscriber mounts (never on the server, so server HTML stays
 * impersonal), and kept in step across tabs through the `storage` event.
 * (ARCHITECTURE.md item 9; model: faststore's persisted store.)
 */
export function createPersistedStore<T>({
  key,
  empty,
  parse,
  afterRead,
}: {
  key: string;
  empty: T;
  /** The value from what storage held, or null when it is missing or malformed. */
  parse: (raw: unknown) => T | null;
  /** Runs once, after the first read (a server sync, for instance). */
  afterRead?: () => void;
}): PersistedStore<T> {
  const serverSnapshot: Persisted<T> = { ready: false, value: empty };
  let snapshot = serverSnapshot;
  let reading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const emit = (next: Persisted<T>) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  const idbKey = () => `${key}:${currentTenant()}`;

  function readLocal(): T | null {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? null : parse(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  async function read() {
    let value: T | null = null;
    try {
      value = parse(await get(idbKey()));
    } catch {
      // No IndexedDB here (or it failed): the localStorage copy below.
    }
    emit({ ready: true, value: value ?? readLocal() ?? empty });
    afterRead?.();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== key || !snapshot.ready) return;
    emit({ ready: true, value: readLocal() ?? empty });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!reading) {
        // Never inside subscribe itself: listeners hear of the read after they are registered.
        reading = Promise.resolve().then(read);
        window.addEventListener('storage', onStorage);
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => serverSnapshot,
    async update(change) {
      if (!snapshot.ready) return false;
      const value = change(snapshot.value);
      emit({ ready: true, value });
      const saved = await Promise.all([
        attempt(() => set(idbKey(), value)),
        attempt(() => window.localStorage.setItem(key, JSON.stringify(value))),
      ]);
      return saved.some(Boolean);
    },
  };
}

/** Whether a storage call succeeded; it may throw at once or reject later. */
async function attempt(write: () => unknown): Promise<boolean> {
  try {
    await write();
    return true;
  } catch {
    return false;
  }
}

/** The store's value in a client component; `ready` is false on the server and before the read. */
export function usePersisted<T>(store: PersistedStore<T>): Persisted<T> {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** Positive integer ids from storage, repeats dropped; anything else is ignored. */
export function parseIds(raw: unknown): number[] | null {
  if (!Array.isArray(raw)) return null;
  const ids = raw.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

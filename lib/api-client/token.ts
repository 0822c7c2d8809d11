// The logged-in shopper's token in this browser, apart from the client (client.ts) so that the
// session provider and the favourites, on every page, do not load the client to read it.

/** SPEC.md section 9: where a logged-in shopper's browser keeps the token. */
const ACCESS_TOKEN_KEY = 'accessToken';

const listeners = new Set<() => void>();

/** The logged-in shopper's token, kept by the login under SPEC.md's storage key `accessToken`. */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps the token of a login, or forgets it (logout, a token the server no longer accepts). */
export function storeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
    else window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Private mode: the HttpOnly cookie still carries the session for this browser.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: told when this page stores or forgets the token. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

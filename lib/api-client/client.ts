import type { z } from 'zod';

/** An API answer that was not a success; `errors` maps fields to messages (422). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Envelope = {
  success?: boolean;
  content?: unknown;
  message?: string;
  errors?: Record<string, string[]>;
};

type RequestOptions = RequestInit & {
  token?: string | null;
  /** Receives the envelope's `message` of a success ('Produto adicionado no seu carrinho'). */
  onMessage?: (message: string) => void;
};

/**
 * Calls the store API under /api with the shopper's token (when there is one) and answers the
 * `content` of a successful envelope, unchecked; a failure throws an ApiError.
 */
export async function apiRequest(path: string, init: RequestOptions = {}): Promise<unknown> {
  const { token, headers, onMessage, ...rest } = init;
  const response = await fetch(`/api${path}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok || body.success === false) {
    throw new ApiError(body.message ?? response.statusText, response.status, body.errors);
  }
  if (body.message) onMessage?.(body.message);
  return body.content;
}

/** apiRequest, with the `content` parsed by the call's contract. */
export async function apiFetch<T extends z.ZodType>(
  path: string,
  schema: T,
  init: RequestOptions = {},
): Promise<z.infer<T>> {
  return schema.parse(await apiRequest(path, init));
}

/** SPEC.md section 9: where a logged-in shopper's browser keeps the token. */
const ACCESS_TOKEN_KEY = 'accessToken';

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
}

// The errors of the browser's calls and how the shopper hears of them. Apart from client.ts, so
// that a page's first load carries the policy without the client and its map of endpoints.

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

/** No answer at all: the browser is offline, or the connection dropped on the way. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super((cause as Error)?.message ?? 'Network error', { cause });
    this.name = 'NetworkError';
  }
}

/** The texts of a failure without a message of its own (messages/ `errors.network`, `errors.internal`). */
export type FallbackTexts = { network: string; internal: string };

/** What the shopper is told of a failed call: one message, and the fields a 422 names. */
export type ErrorReport = { message: string; fields: Record<string, string[]> };

/** A call given up on purpose (a query left behind, a form unmounted): nothing to tell. */
export function isAbort(error: unknown): boolean {
  return (error as Error | null)?.name === 'AbortError';
}

/**
 * The one error policy of the browser's calls (docs/adr/0020c): the server's answer is told with
 * its own message (a 422 also hands its field errors to the form); no answer at all is told with
 * `errors.network`; a broken answer (one the contract refuses) with `errors.internal`; an error
 * of the page's own making (a refused card token, a role the store refuses) with its message.
 */
export function apiErrorReport(error: unknown, texts: FallbackTexts): ErrorReport {
  if (error instanceof ApiError)
    return {
      message: error.message || texts.internal,
      fields: error.status === 422 ? error.errors : {},
    };
  if (error instanceof NetworkError) return { message: texts.network, fields: {} };
  const message = (error as Error | null)?.message;
  // A ZodError's message is the list of its issues, which says nothing to a shopper.
  const broken = (error as Error | null)?.name === 'ZodError' || !message;
  return { message: broken ? texts.internal : message, fields: {} };
}

// DOM tests (*.dom.test.tsx): the store's API as the browser's fetch sees it. Each call is
// answered with the envelope the route handler sends (its own tests check the handler) and is
// recorded with the fake clock's time it arrived at.

export type ApiCall = { url: string; init: RequestInit | undefined; at: number };

/** Answers every fetch with `envelope` and `status`; returns the list of calls, filled as they come. */
export function answerApi(envelope: Record<string, unknown>, status = 200): ApiCall[] {
  const calls: ApiCall[] = [];
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init, at: Date.now() });
    return {
      ok: status < 400,
      status,
      statusText: '',
      json: async () => envelope,
    } as Response;
  });
  return calls;
}

/** A fake answer: the envelope the route handler sends, and its status (200 unless said). */
export type FakeAnswer = { envelope: Record<string, unknown>; status?: number };

/**
 * Answers each call by its method and path (`'POST /api/sale/checkout'`, the query string left
 * out); a call no route answers fails the test with a 404 envelope. Returns the calls, as
 * answerApi does.
 */
export function answerRoutes(routes: Record<string, FakeAnswer>): ApiCall[] {
  const calls: ApiCall[] = [];
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init, at: Date.now() });
    const path = String(url).split('?')[0];
    const answer = routes[`${init?.method ?? 'GET'} ${path}`] ?? {
      envelope: { success: false, message: `no fake answer for ${init?.method ?? 'GET'} ${path}` },
      status: 404,
    };
    const status = answer.status ?? 200;
    return {
      ok: status < 400,
      status,
      statusText: '',
      json: async () => answer.envelope,
    } as Response;
  });
  return calls;
}

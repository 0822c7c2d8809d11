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

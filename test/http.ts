// Calls route handlers in-process the way Next does, with a Host header per store.
import { NextRequest } from 'next/server';

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export async function call(
  handler: Handler,
  path: string,
  init: {
    host?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: BodyInit;
    params?: Record<string, string>;
  } = {},
) {
  const host = init.host ?? 'localhost';
  const request = new NextRequest(new URL(path, `http://${host}`), {
    method: init.method ?? 'GET',
    headers: { host, ...init.headers },
    body: init.body,
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  const json = (await response.json()) as {
    success: boolean;
    content?: unknown;
    message?: string;
    errors?: Record<string, string[]>;
  };
  return { status: response.status, json, headers: response.headers };
}

import type { z } from 'zod';
import { apiPath, endpoints } from '@/lib/contracts/endpoints';
import type { operations } from '@/lib/contracts/operations';
import { ApiError, NetworkError } from './errors';
import { toFormBody, type FormValue } from './form';
import { storedToken } from './token';

export { ApiError, NetworkError } from './errors';
export { storedToken, storeToken } from './token';

type Envelope = {
  success?: boolean;
  content?: unknown;
  message?: string;
  errors?: Record<string, string[]>;
};

type Operations = typeof operations;
/** A call of the store API, by its operationId (lib/contracts/operations.ts). */
export type OperationId = keyof Operations;
type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** The contract that parses an operation's answer, as the registry has it. */
export type ResponseSchema<Id extends OperationId> = Operations[Id]['response'];
export type ApiResult<Id extends OperationId> = z.output<ResponseSchema<Id>>;

type ParamsPart<O> = O extends { params: z.ZodType }
  ? { params: Input<O['params']> }
  : { params?: undefined };
type QueryPart<O> = O extends { query: z.ZodType }
  ? object extends Input<O['query']>
    ? { query?: Input<O['query']> }
    : { query: Input<O['query']> }
  : { query?: undefined };
// Multipart calls (a file) send FormData; the others their contract's input.
type BodyPart<O> = O extends { body: z.ZodType }
  ? { body: Input<O['body']> | FormData }
  : { body?: FormData };

export type CallOptions = {
  /**
   * 'form' sends the body as form data (`items[0][product]=12`, SPEC.md section 7's cart calls);
   * JSON otherwise. A FormData body goes as multipart.
   */
  encoding?: 'json' | 'form';
  /** The bearer token; by default the logged-in shopper's (storedToken), `null` for none. */
  token?: string | null;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a measure sent as the page is hidden). */
  keepalive?: boolean;
  /** Receives the envelope's `message` of a success ('Produto adicionado no seu carrinho'). */
  onMessage?: (message: string) => void;
};

/** What a call of `Id` takes: its path parameters, query and body as its contracts type them. */
export type CallInput<Id extends OperationId> = ParamsPart<Operations[Id]> &
  QueryPart<Operations[Id]> &
  BodyPart<Operations[Id]> &
  CallOptions;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/**
 * The input argument of every call, worked out once for the registry (a per-call conditional
 * type is worked out again at each call site, and the checker's budget per statement runs out).
 */
type AllInputArgs = {
  [Id in OperationId]: RequiredKeys<CallInput<Id>> extends never
    ? [input?: CallInput<Id>]
    : [input: CallInput<Id>];
};
/** The input argument: optional when the call needs nothing. */
type InputArgs<Id extends OperationId> = AllInputArgs[Id];

function requestBody(body: unknown, encoding: CallOptions['encoding']) {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  if (encoding === 'form') return { body: toFormBody(body as Record<string, FormValue>) };
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/**
 * Calls the operation `id` of the store API: its method and path from the registry's map
 * (endpoints.ts), the shopper's token when there is one; answers the envelope's `content`
 * (unchecked) and `message`. A failure throws an ApiError (the server's answer) or a
 * NetworkError (no answer); an abort stays the AbortError it is.
 */
export async function apiRequest<Id extends OperationId>(
  id: Id,
  ...[input]: InputArgs<Id>
): Promise<{ content: unknown; message: string }> {
  const { params, query, body, encoding, token, signal, keepalive } = (input ??
    {}) as CallInput<Id>;
  const bearer = token === undefined ? storedToken() : token;
  const search = query ? toFormBody(query as Record<string, FormValue>).toString() : '';
  const { body: payload, headers } = requestBody(body, encoding) as {
    body?: BodyInit;
    headers?: Record<string, string>;
  };
  // The path parameters' types come from the operation's contract (CallInput), not the template.
  const path = (apiPath as (id: OperationId, params?: object) => string)(id, params);
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      method: endpoints[id].method,
      headers: {
        accept: 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...headers,
      },
      body: payload,
      signal,
      keepalive,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok || envelope.success === false)
    throw new ApiError(envelope.message ?? response.statusText, response.status, envelope.errors);
  const message = envelope.message ?? '';
  if (message) input?.onMessage?.(message);
  return { content: envelope.content, message };
}

/**
 * apiRequest with the answer parsed by the operation's response contract. The caller hands the
 * contract in (the types ask for the registry's own): each call site loads only its schema, not
 * the registry's every one (docs/adr/0020c).
 */
export async function apiCall<Id extends OperationId>(
  id: Id,
  schema: ResponseSchema<Id>,
  ...args: InputArgs<Id>
): Promise<ApiResult<Id>> {
  const { content } = await apiRequest(id, ...args);
  return (schema as z.ZodType).parse(content) as ApiResult<Id>;
}

/** A call whose content the browser does not use: answers the server's message, if any. */
export async function apiSend<Id extends OperationId>(
  id: Id,
  ...args: InputArgs<Id>
): Promise<string> {
  return (await apiRequest(id, ...args)).message;
}

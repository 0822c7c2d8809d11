import 'server-only';
import { randomUUID } from 'node:crypto';
import { connection, type NextRequest } from 'next/server';
import type { NextResponse } from 'next/server';
import type { z } from 'zod';
import { msg } from '@/lib/contracts/common';
import type { Locale } from '@/lib/domain/money';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/config';
import { isMessageKey, renderMessage, type Message } from '@/lib/i18n/messages';
import { requestOrigin } from '@/lib/seo/url';
import { loadSessionCustomer, readToken, SESSION_COOKIE } from '@/lib/server/auth/session';
import { getDb, type Db } from '@/lib/server/db/client';
import type { BackOfficeActor, BackOfficeContext } from '@/lib/server/services/back-office';
import type { SessionCustomer } from '@/lib/server/services/context';
import { loadSessionOperator, OPERATOR_SESSION_COOKIE } from '@/lib/server/services/operator-auth';
import {
  authenticateStoreApiKey,
  readStoreApiKey,
  type StoreOperator,
} from '@/lib/server/services/store-api-keys';
import { findTenantByDomain, requestHost, type TenantRef } from '@/lib/server/tenancy/resolve';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
  type FieldErrors,
  type RenderedFieldErrors,
} from './errors';
import { CLIENT_ADDRESS_HEADER, unsealAddress } from './client-address.mjs';
import { fail } from './envelope';
import { logUnexpectedError } from './log';
import { KeyTooDeepError } from './query';
import { assertStorableInput, readBody, readQuery } from './request-input';

// `response` is what the call answers (lib/contracts/operations.ts); a call may take no input at all.
type Contract = { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType; response?: z.ZodType };
type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type RouteArgs<C extends Contract> = {
  input: { query: Infer<C['query']>; body: Infer<C['body']>; params: Infer<C['params']> };
  ctx: BackOfficeContext;
  /** The caller's session token, when the request carried one (valid or not). */
  token: string | null;
  tenant: TenantRef;
  db: Db;
  request: NextRequest;
  requestId: string;
};

/** What Next passes a route handler; `params` only where the route has dynamic segments. */
type RouteContext = { params?: Promise<Record<string, string | string[]>> };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who a request speaks for: the store it addresses and, on store routes, the shopper's session;
 * on back-office routes, the operator or the store's key.
 */
type Caller = {
  tenant: TenantRef;
  customer: SessionCustomer | null;
  token: string | null;
  actor: BackOfficeActor | null;
};
type Identify<X extends object> = (db: Db, request: NextRequest) => Promise<Caller & X>;

/**
 * The one wrapper of every API route (ARCHITECTURE.md item 6): resolves the store from the host,
 * loads the session, parses input with the contract (422 with field errors), and maps typed errors
 * to the `{ success, content, message, errors }` envelope. Unexpected errors are logged with a
 * request id and answered with a generic message.
 */
export function withRoute<C extends Contract>(
  contract: C,
  handler: (args: RouteArgs<C>) => Promise<NextResponse>,
) {
  return route(contract, shopper, handler);
}

/**
 * withRoute for the operator API: the store is the one the request's key belongs to
 * (`Authorization: Bearer` or `X-Api-Key`), whatever the host; no key, an unknown or a revoked
 * one answer 401 before the input is read. There is no shopper session on these routes.
 */
export function withOperatorRoute<C extends Contract>(
  contract: C,
  handler: (args: RouteArgs<C> & { operator: StoreOperator }) => Promise<NextResponse>,
) {
  return route(contract, operator, handler);
}

/**
 * withRoute for the back-office API (/api/admin): the caller is an operator logged in at the
 * store's /admin (its session cookie, on the host's store; writes must come from the store's own
 * pages) or a store API key (an ERP; the key's store, whatever the host). The services check the
 * caller's role or scopes (requireArea); a request with neither is a caller without rights.
 */
export function withBackOfficeRoute<C extends Contract>(
  contract: C,
  handler: (args: RouteArgs<C>) => Promise<NextResponse>,
) {
  return route(contract, backOffice, handler);
}

/** Store routes: the store of the host, and the customer of the bearer token or cookie. */
const shopper: Identify<object> = async (db, request) => {
  const tenant = await findTenantByDomain(db, requestHost(request.headers));
  if (!tenant) throw new NotFoundError('errors.storeNotFound');
  const token = readToken(request.headers, request.cookies.get(SESSION_COOKIE)?.value);
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, token?.via === 'cookie');
  const customer = token ? await loadSessionCustomer(db, tenant.id, token.token) : null;
  return { tenant, customer, token: token?.token ?? null, actor: null };
};

/** Operator routes: the store of the key; the key travels in a header, never in a cookie. */
const operator: Identify<{ operator: StoreOperator }> = async (db, request) => {
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, false);
  const key = await authenticateStoreApiKey(db, request.headers);
  return { tenant: key.tenant, customer: null, token: null, operator: key, actor: keyActor(key) };
};

const keyActor = (key: StoreOperator): BackOfficeActor => ({
  kind: 'key',
  keyId: key.keyId,
  name: key.name,
  scopes: key.scopes,
});

/** Back-office routes: a store key when the request carries one, else the operator's cookie. */
const backOffice: Identify<object> = async (db, request) => {
  if (readStoreApiKey(request.headers)) {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, false);
    const key = await authenticateStoreApiKey(db, request.headers);
    return { tenant: key.tenant, customer: null, token: null, actor: keyActor(key) };
  }
  const tenant = await findTenantByDomain(db, requestHost(request.headers));
  if (!tenant) throw new NotFoundError('errors.storeNotFound');
  const token = request.cookies.get(OPERATOR_SESSION_COOKIE)?.value ?? null;
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, true);
  const operator = token ? await loadSessionOperator(db, tenant.id, token) : null;
  return {
    tenant,
    customer: null,
    token,
    actor: operator ? { kind: 'operator', operator } : null,
  };
};

function route<C extends Contract, X extends object>(
  contract: C,
  identify: Identify<X>,
  handler: (args: RouteArgs<C> & X) => Promise<NextResponse>,
) {
  return async (request: NextRequest, context: RouteContext): Promise<NextResponse> => {
    await connection();
    // The id the HTTP server gave the request (scripts/server.mjs, its log line), or a new one.
    const requestId = request.headers.get('x-request-id') ?? randomUUID();
    const locale: Locale = toLocale(request.cookies.get(LOCALE_COOKIE)?.value);
    const headers = { 'x-request-id': requestId, 'cache-control': 'no-store' };
    try {
      const db = await getDb();
      const caller = await identify(db, request);

      const raw = {
        query: readQuery(request),
        body: contract.body ? await readBody(request) : undefined,
        params: (await context.params) ?? {},
      };
      assertStorableInput(raw);
      const input = {
        query: parse(contract.query, raw.query),
        body: parse(contract.body, raw.body),
        params: parse(contract.params, raw.params),
      } as RouteArgs<C>['input'];

      const response = await handler({
        ...caller,
        input,
        ctx: {
          tenantId: caller.tenant.id,
          locale,
          customer: caller.customer,
          actor: caller.actor,
        },
        db,
        request,
        requestId,
      });
      for (const [k, v] of Object.entries(headers))
        if (!response.headers.has(k)) response.headers.set(k, v);
      return response;
    } catch (error) {
      if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined)
        return fail(
          error.status,
          renderMessage(locale, error.text),
          renderedFields(error, locale),
          {
            ...headers,
            'retry-after': String(error.retryAfterSeconds),
          },
        );
      if (error instanceof AppError)
        return fail(
          error.status,
          renderMessage(locale, error.text),
          renderedFields(error, locale),
          headers,
        );
      // A feed route (wordpress.ts) reads the query itself.
      if (error instanceof KeyTooDeepError)
        return fail(422, renderMessage(locale, 'errors.validation'), undefined, headers);
      logUnexpectedError(
        requestId,
        request.method,
        request.nextUrl.pathname,
        // A route without dynamic segments gets no params from Next.
        (await context.params?.catch(() => ({}))) ?? {},
        error,
      );
      return fail(500, renderMessage(locale, 'errors.internal'), undefined, headers);
    }
  };
}

/** An error's field texts in the request's language (services throw them as keys). */
export function renderedFields(error: AppError, locale: Locale): RenderedFieldErrors | undefined {
  if (!error.errors) return undefined;
  const fields: RenderedFieldErrors = Object.create(null) as RenderedFieldErrors;
  for (const [field, texts] of Object.entries(error.errors))
    fields[field] = texts.map((text) => renderMessage(locale, text));
  return fields;
}

function parse<T extends z.ZodType | undefined>(schema: T, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // No prototype: a client's field named 'toString' or 'valueOf' is a key like any other.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of result.error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const field = path.map(String).join('.') || '_';
      (errors[field] ??= []).push(issueText(issue, field));
    }
  }
  throw new ValidationError('errors.validation', errors);
}

/** A zod issue's text: the contracts' messages are keys (lib/contracts/common.ts `msg`). */
function issueText(issue: z.core.$ZodIssue, field: string): Message {
  const key = issue.code === 'unrecognized_keys' ? msg.unknownField : issue.message;
  return { key: isMessageKey(key) ? key : msg.invalidValue, values: { field } };
}

/**
 * Writes from another site are refused (CSRF defence, ARCHITECTURE.md): a cookie-authenticated
 * write must prove it comes from this site (Sec-Fetch-Site or Origin); any write whose browser
 * names a foreign Origin is refused too, so another site cannot log a shopper in to its account.
 * Callers that send neither header (API clients with a bearer token) are not browsers.
 */
function assertSameOrigin(request: NextRequest, cookieAuthenticated: boolean): void {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return;
  const origin = request.headers.get('origin');
  if (origin) {
    // Scheme, host and port: http://loja is not https://loja (requestOrigin reads the scheme a
    // trusted proxy forwarded, as canonical URLs do).
    if (origin === requestOrigin(request.headers)) return;
  } else if (!cookieAuthenticated && site !== 'cross-site' && site !== 'same-site') return;
  throw new ForbiddenError('errors.originRefused');
}

/**
 * The caller's network address for rate limits, as the store's own server found it
 * (scripts/server.mjs: the socket's address, or by TRUST_PROXY's hops from X-Forwarded-For) and
 * set in CLIENT_ADDRESS_HEADER over any copy the client sent (docs/adr/0016). A request that did
 * not come through that server (`next dev`, `next start`), or whose header lacks this process's
 * seal (a client's own copy passed through), has no address of its own: 'unknown'.
 */
export function clientAddress(request: NextRequest): string {
  return unsealAddress(request.headers.get(CLIENT_ADDRESS_HEADER)) ?? 'unknown';
}

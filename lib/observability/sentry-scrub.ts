import type { Event, NodeOptions } from '@sentry/nextjs';
import { routeOf } from './route-of.mjs';

/**
 * What leaves for Sentry, from the server and from the browser: nothing a shopper typed or that
 * names a person. Errors keep their route without query or tokens, no cookies, headers, user or
 * breadcrumbs (they carry URLs and console lines), and a database error's statement without its
 * parameters. Traced spans (SPEC.md section 9 samples 0.1 of requests) keep their route in names
 * and URL attributes, and lose the query, the user and the client's address.
 */

/** The first path in a text (a URL, a path or 'GET /path?query'), written as its route. */
export function routeIn(text: string): string {
  // One slash alone starts the path; the two of 'http://' do not.
  return text.replace(/(?<!\/)\/(?!\/)\S*/, (path) => routeOf(path));
}

export function scrubEvent<E extends Event>(event: E): E {
  if (event.request) {
    event.request = {
      method: event.request.method,
      url: event.request.url ? routeOf(new URL(event.request.url, 'http://x').pathname) : undefined,
    };
  }
  for (const exception of event.exception?.values ?? [])
    if (exception.value) exception.value = exception.value.split('\nparams:')[0];
  // 'GET /user/recovery/{token}' names the request by its path: the route, not the token.
  if (event.transaction) event.transaction = routeIn(event.transaction);
  delete event.user;
  delete event.breadcrumbs;
  return event;
}

/** A traced span as Sentry streams it (its 'span.v2' items). */
type StreamedSpanJSON = Parameters<NonNullable<NodeOptions['beforeSendSpan']>>[0];

/** Attributes that carry a query, a header, the user or their address: never sent. */
const PERSONAL_ATTRIBUTE =
  /^(?:user\.|client\.|url\.query$|http\.query$|http\.(?:request|response)\.header\.|net\.peer\.(?:ip|name)$|http\.client_ip$)/;
/** A value that is a URL, a path or a request line ('GET /busca?q=…'). */
const URL_VALUE = /^(?:[A-Z]+ )?(?:[a-z][\w+.-]*:\/\/[^/\s]*)?\/(?!\/)/;

export function scrubSpan(span: StreamedSpanJSON): StreamedSpanJSON {
  span.name = routeIn(span.name);
  const attributes = span.attributes as Record<string, unknown>;
  for (const [key, value] of Object.entries(attributes)) {
    if (PERSONAL_ATTRIBUTE.test(key)) delete attributes[key];
    else if (typeof value === 'string' && URL_VALUE.test(value)) attributes[key] = routeIn(value);
    // An attribute given with its unit or type: { value, unit }.
    else if (isWrapped(value) && URL_VALUE.test(value.value))
      attributes[key] = { ...value, value: routeIn(value.value) };
  }
  return span;
}

const isWrapped = (value: unknown): value is { value: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { value?: unknown }).value === 'string';

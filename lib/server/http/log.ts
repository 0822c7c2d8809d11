import 'server-only';
import { describeError, logOf } from '@/lib/server/log.mjs';
import { captureError } from '@/lib/server/sentry';

const log = logOf('api');

/**
 * The log line of an unexpected error, without what the client sent: a database error names its
 * statement and SQLSTATE but not its parameters (a CPF, an e-mail, a password hash), and a path
 * param (a recovery token, an order number) is written as its name. The request id ties the line
 * to the answer the client got.
 */
export function logUnexpectedError(
  requestId: string,
  method: string,
  pathname: string,
  params: Record<string, string | string[]>,
  error: unknown,
): void {
  log.error(
    { requestId, method, route: redactPath(pathname, params), error: describeError(error) },
    'unexpected error',
  );
  captureError(error, { requestId });
}

function redactPath(pathname: string, params: Record<string, string | string[]>): string {
  let path = pathname;
  for (const [name, value] of Object.entries(params))
    for (const v of [value].flat())
      if (v) path = path.split(encodeURIComponent(v)).join(`[${name}]`).split(v).join(`[${name}]`);
  return path;
}

import 'server-only';

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
  console.error(`[api] ${requestId} ${method} ${redactPath(pathname, params)} ${describe(error)}`);
}

function redactPath(pathname: string, params: Record<string, string | string[]>): string {
  let path = pathname;
  for (const [name, value] of Object.entries(params))
    for (const v of [value].flat())
      if (v) path = path.split(encodeURIComponent(v)).join(`[${name}]`).split(v).join(`[${name}]`);
  return path;
}

type QueryError = Error & { query?: unknown; params?: unknown; cause?: unknown };

function describe(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  // The stack's frames only: its head repeats the message, which may span lines.
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const { query, cause } = error as QueryError;
  if (typeof query === 'string') {
    // Drizzle's DrizzleQueryError: its message repeats the parameters; the driver's error (the
    // cause) has the SQLSTATE, and its message may quote a value ('invalid input syntax: "…"').
    const code = (cause as { code?: unknown } | undefined)?.code;
    return `${error.name}: query failed (SQLSTATE ${String(code ?? '?')}): ${query.replace(/\s+/g, ' ').trim()}\n${frames}`;
  }
  // A driver's own error (pg, PGlite): its message and detail may quote a value.
  const code: unknown = Reflect.get(error, 'code');
  if (typeof code === 'string' && 'severity' in error)
    return `${error.name}: database error (SQLSTATE ${code})\n${frames}`;
  return `${error.name}: ${error.message}\n${frames}`;
}

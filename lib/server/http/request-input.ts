import 'server-only';
import type { NextRequest } from 'next/server';
import type { MessageKey } from '@/lib/i18n/messages';
import { ValidationError, type FieldErrors } from './errors';
import { KeyTooDeepError, parseBracketParams } from './query';

/** Deeper than any body the store's clients send; a deeper one is refused before it is walked. */
const MAX_BODY_DEPTH = 32;

/** The query string as nested params (`paginator[sortOrder][name]=ASC`). */
export function readQuery(request: NextRequest): unknown {
  return bracketParams(request.nextUrl.searchParams.entries());
}

/**
 * The body by its content type: JSON, or form data (urlencoded or multipart) as nested params;
 * anything else reads as an empty object. A body that does not parse is a 422, never a 500.
 */
export async function readBody(request: NextRequest): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await request.json();
    } catch {
      throw new ValidationError('errors.invalidJson', { _: ['errors.invalidJson'] });
    }
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new ValidationError('errors.invalidForm', { _: ['errors.invalidForm'] });
    }
    const entries: [string, string][] = [];
    form.forEach((value, key) => {
      if (typeof value === 'string') entries.push([key, value]);
    });
    return bracketParams(entries);
  }
  return {};
}

function bracketParams(entries: Iterable<[string, string]>) {
  try {
    return parseBracketParams(entries);
  } catch (error) {
    if (!(error instanceof KeyTooDeepError)) throw error;
    throw invalidField(error.key, 'errors.fieldTooDeep');
  }
}

/**
 * Refuses input no field can hold before any schema or query sees it: a NUL character in any
 * text (PostgreSQL cannot store it, and a NUL in a query parameter fails the query) and nesting
 * deeper than MAX_BODY_DEPTH. Walked without recursion, so a deep body cannot exhaust the stack.
 */
export function assertStorableInput(input: Record<string, unknown>): void {
  const pending: [unknown, string[]][] = Object.entries(input).map(([k, v]) => [v, [k]]);
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    const field = path.slice(1).join('.') || '_';
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw invalidField(field, 'errors.invalidCharacter');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length > MAX_BODY_DEPTH) throw invalidField(field, 'errors.fieldTooDeep');
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) throw invalidField('_', 'errors.invalidCharacter');
      pending.push([child, [...path, key]]);
    }
  }
}

function invalidField(field: string, key: MessageKey): ValidationError {
  // No prototype: a client's field named 'toString' is a key like any other.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  errors[field] = [key];
  return new ValidationError('errors.validation', errors);
}

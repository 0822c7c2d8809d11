import 'server-only';
import { asMessage, type Message, type MessageKey } from '@/lib/i18n/messages';

/** A text an error carries: a messages/ key, with its values when it has placeholders. */
export type ErrorText = MessageKey | Message;

/** The texts of each invalid field, not yet in a language. */
export type FieldErrors = Record<string, ErrorText[]>;

/** Field errors as the API answers them, in the caller's language. */
export type RenderedFieldErrors = Record<string, string[]>;

/**
 * Typed application errors: each carries a code, the HTTP status it answers with and its text as
 * a key (services speak in keys; the route wrapper renders them in the caller's language).
 */
export abstract class AppError extends Error {
  abstract readonly code:
    | 'not_found'
    | 'validation'
    | 'unauthorized'
    | 'forbidden'
    | 'conflict'
    | 'rate_limited'
    | 'unavailable';
  abstract readonly status: number;
  readonly text: Message;
  constructor(
    text: ErrorText,
    readonly errors?: FieldErrors,
  ) {
    const message = asMessage(text);
    // The key is the Error's message: logs read the same whatever the caller's language.
    super(message.key);
    this.text = message;
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  readonly code = 'not_found';
  readonly status = 404;
}

export class ValidationError extends AppError {
  readonly code = 'validation';
  readonly status = 422;
}

export class UnauthorizedError extends AppError {
  readonly code = 'unauthorized';
  readonly status = 401;
}

export class ForbiddenError extends AppError {
  readonly code = 'forbidden';
  readonly status = 403;
}

export class ConflictError extends AppError {
  readonly code = 'conflict';
  readonly status = 409;
}

export class RateLimitedError extends AppError {
  readonly code = 'rate_limited';
  readonly status = 429;
  constructor(
    text: ErrorText,
    errors?: FieldErrors,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(text, errors);
  }
}

/** A service we depend on (a payment provider) did not answer: the caller may try again. */
export class ServiceUnavailableError extends AppError {
  readonly code = 'unavailable';
  readonly status = 503;
}

import 'server-only';

export type FieldErrors = Record<string, string[]>;

/** Typed application errors: each carries a code and the HTTP status it answers with. */
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
  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
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
    message: string,
    errors?: FieldErrors,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, errors);
  }
}

/** A service we depend on (a payment provider) did not answer: the caller may try again. */
export class ServiceUnavailableError extends AppError {
  readonly code = 'unavailable';
  readonly status = 503;
}

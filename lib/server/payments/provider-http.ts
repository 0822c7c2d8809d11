import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ServiceUnavailableError } from '@/lib/server/http/errors';
import type { ChargeRequest } from './types';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('payments');

/** What the adapters fetch with: the global fetch, or a recorded provider in the tests. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A provider answers within this time, or the checkout stops waiting (ADR 0020b: no lock is held meanwhile). */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** Texts of the shopper's that a payment answer carries are messages/ keys (paymentAnswers.*),
 * stored as keys and rendered in the reader's language (withRoute, paymentView). */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'paymentAnswers.unavailable';

/**
 * The provider could not be asked: network, timeout, its own 5xx, or our credentials refused.
 * The shopper sees the message; `detail` is for the log. `answered`: the provider itself answered
 * that it did not take the call (a 5xx, 401 or 403), so nothing was charged; otherwise (no answer
 * in time, a broken connection, an answer we cannot read) the charge may have happened.
 */
export class PaymentUnavailableError extends ServiceUnavailableError {
  constructor(
    readonly detail: string,
    readonly answered = false,
  ) {
    super(PAYMENT_UNAVAILABLE_MESSAGE);
  }
}

export type ProviderAnswer = { status: number; body: unknown };

/**
 * One call to a provider's JSON API. A failure that is not about the data sent (network, the
 * timeout, 5xx, 401/403) throws PaymentUnavailableError; any other answer, 2xx or a 4xx about
 * the data, goes back to the adapter to read.
 */
export async function callProvider(
  fetchImpl: Fetch,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  const what = `${init.method} ${new URL(url).pathname}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw unavailable(`${what}: ${error instanceof Error ? error.name : 'network'}`);
  }
  if (response.status >= 500 || response.status === 401 || response.status === 403)
    throw unavailable(`${what}: ${response.status}`, true);
  return { status: response.status, body: await response.json().catch(() => null) };
}

function unavailable(detail: string, answered = false): PaymentUnavailableError {
  log.error(detail);
  return new PaymentUnavailableError(detail, answered);
}

/**
 * The key a provider deduplicates a charge by: one per order, submit and card token (or method).
 * A resubmit after a lost answer charges once; another card after a decline is a new charge.
 * UUID-shaped, the form providers document.
 */
export function providerIdempotencyKey(request: ChargeRequest): string {
  return uuidShaped(
    [request.orderId, request.idempotencyKey, request.card?.token ?? request.group].join('\n'),
  );
}

/** A SHA-256 of `text` in a UUID's shape (8-4-4-4-12 hex), the key form providers document. */
function uuidShaped(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** Two signatures compared in constant time (different lengths never match). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** CPF (11 digits) or CNPJ (14), as providers name the document type. */
export const documentType = (digits: string): 'CPF' | 'CNPJ' =>
  digits.length > 11 ? 'CNPJ' : 'CPF';

/** The key a provider deduplicates an order's refund by: one refund per order, UUID-shaped. */
export function refundIdempotencyKey(orderId: string): string {
  return uuidShaped(`refund\n${orderId}`);
}

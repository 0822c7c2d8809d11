import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { apiPath } from '@/lib/contracts/endpoints';
import { REGION_NAMES } from '@/lib/domain/region-names';
import { normalizeDocument } from '@/lib/domain/documents';
import {
  BOLETO_DUE_BUSINESS_DAYS,
  barcodeToLine,
  boletoInstructions,
  businessDaysAfter,
  lineToBarcode,
} from '@/lib/domain/payments/boleto';
import type { TransactionDetails } from '@/lib/server/db/schema';
import {
  callProvider,
  onlyDigits,
  PaymentUnavailableError,
  providerIdempotencyKey,
  sameSignature,
  type Fetch,
  type ProviderAnswer,
} from './provider-http';
import { PIX_TTL_MS } from './sandbox';
import type {
  ChargeQuery,
  ChargeRequest,
  ChargeResult,
  PaymentEvent,
  PaymentGateway,
} from './types';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('payments');

/**
 * PagBank (PagSeguro) through its Orders API: one order per charge, Pix as a `qr_codes` entry,
 * boleto and card as its one `charges` entry. The order's id (ORDE_…) is the charge's reference:
 * a Pix order has no charge until it is paid, and the notifications carry the whole order.
 */

export const PAGSEGURO_SANDBOX_URL = 'https://sandbox.api.pagseguro.com';
export const PAGSEGURO_SIGNATURE_HEADER = 'x-authenticity-token';
export const PAGSEGURO_WEBHOOK_PATH = apiPath('pagSeguroWebhook');

// messages/ keys (paymentAnswers.*); PagBank's own payment_response message is stored as it came.
export const PAGSEGURO_REVIEW_MESSAGE = 'paymentAnswers.pagseguroReview';
export const PAGSEGURO_DECLINE_MESSAGE = 'paymentAnswers.declined';
/** A 4xx about the card: the encrypted card is bad or stale (the SDK's key rotated). */
export const PAGSEGURO_CARD_REFUSED_MESSAGE = 'paymentAnswers.cardRefused';
/** A 4xx about the order: almost always the payer's CPF/CNPJ or address. */
export const PAGSEGURO_DATA_REFUSED_MESSAGE = 'paymentAnswers.pagseguroDataRefused';

const charge = z.object({
  id: z.string(),
  status: z.string(),
  amount: z
    .object({ summary: z.object({ paid: z.number(), refunded: z.number() }).partial().optional() })
    .optional(),
  payment_response: z
    .object({
      message: z.string(),
      raw_data: z.object({ authorization_code: z.string() }).partial(),
    })
    .partial()
    .optional(),
  payment_method: z
    .object({
      type: z.string(),
      installments: z.number(),
      card: z
        .object({
          brand: z.string(),
          last_digits: z.string(),
          holder: z.object({ name: z.string() }).partial(),
        })
        .partial(),
      boleto: z
        .object({ barcode: z.string(), formatted_barcode: z.string(), due_date: z.string() })
        .partial(),
    })
    .partial()
    .optional(),
});
const order = z.object({
  id: z.string(),
  reference_id: z.string().optional(),
  created_at: z.string().optional(),
  qr_codes: z.array(z.object({ text: z.string(), expiration_date: z.string() })).optional(),
  charges: z.array(charge).optional(),
});
type Charge = z.infer<typeof charge>;
type Order = z.infer<typeof order>;
/** A query's answer: its list of orders (or one order). */
const orderList = z.union([
  z.object({ orders: z.array(order) }).transform((a) => a.orders),
  z.array(order),
  order.transform((o) => [o]),
]);

/** A clock's difference between PagBank and the store that is still the same attempt. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The newest order of the store's order created for this attempt (not before it reserved). */
function thisAttempt(found: Order[], query: ChargeQuery): Order | null {
  const at = (o: Order) => (o.created_at ? new Date(o.created_at).getTime() : Infinity);
  const mine = found
    .filter((o) => (o.reference_id ?? query.orderId) === query.orderId)
    .filter((o) => at(o) >= query.since.getTime() - CLOCK_SKEW_MS)
    .toSorted((a, b) => at(b) - at(a));
  return mine[0] ?? null;
}

export type PagSeguroOptions = {
  token: string;
  baseUrl?: string;
  /** The store's public https origin; PagBank posts the order's changes to its webhook there. */
  notificationOrigin?: string;
  fetch?: Fetch;
  timeoutMs?: number;
  now?: () => Date;
};

export function createPagSeguroGateway(options: PagSeguroOptions): PaymentGateway {
  const base = (options.baseUrl || PAGSEGURO_SANDBOX_URL).replace(/\/+$/, '');
  // The global fetch is looked up at each call, so a test may stand in for it.
  const fetchImpl: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? (() => new Date());
  const notificationUrl = options.notificationOrigin
    ? new URL(PAGSEGURO_WEBHOOK_PATH, options.notificationOrigin).href
    : null;

  return {
    provider: 'pagseguro',
    async charge(_db, request) {
      const answer = await callProvider(
        fetchImpl,
        `${base}/orders`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.token}`,
            'Content-Type': 'application/json',
            'x-idempotency-key': providerIdempotencyKey(request),
          },
          body: orderBody(request, now(), notificationUrl),
        },
        options.timeoutMs,
      );
      if (answer.status >= 400) return refused(request, answer);
      const placed = order.safeParse(answer.body);
      if (!placed.success) throw new PaymentUnavailableError('pagseguro: unreadable order');
      return chargeResult(request, placed.data);
    },
    /**
     * The orders PagBank holds with our order's id as reference_id (`GET /orders?reference_id=`),
     * the newest of this attempt read as the charge's answer was; none: the charge never arrived.
     */
    async chargeStatus(_db, query) {
      const answer = await callProvider(
        fetchImpl,
        `${base}/orders?reference_id=${encodeURIComponent(query.orderId)}`,
        { method: 'GET', headers: { Authorization: `Bearer ${options.token}` } },
        options.timeoutMs,
      );
      if (answer.status === 404) return null;
      const found = orderList.safeParse(answer.body);
      if (answer.status >= 400 || !found.success)
        throw new PaymentUnavailableError(`pagseguro: orders ${answer.status}`);
      const latest = thisAttempt(found.data, query);
      if (!latest) return null;
      const installments = latest.charges?.[0]?.payment_method?.installments;
      return { ...chargeResult(query, latest), ...(installments ? { installments } : {}) };
    },
    /**
     * PagBank gives a paid charge back by canceling it (`POST /charges/{id}/cancel` with the
     * amount): the order's charge is read first (`GET /orders/{id}`). CANCELED is done; another
     * state is still on its way (its notification follows); a 4xx is refused, logged.
     */
    async refund(_db, request) {
      const auth = { Authorization: `Bearer ${options.token}` };
      const found = await callProvider(
        fetchImpl,
        `${base}/orders/${encodeURIComponent(request.providerReference)}`,
        { method: 'GET', headers: auth },
        options.timeoutMs,
      );
      const placed = order.safeParse(found.body);
      const paid = placed.success
        ? placed.data.charges?.find((c) => c.status === 'PAID')
        : undefined;
      const done = placed.success
        ? placed.data.charges?.find((c) => c.status === 'CANCELED')
        : undefined;
      if (done) return { status: 'refunded' };
      if (found.status >= 400 || !paid) {
        log.warn({ answer: found.body }, `pagseguro has no paid charge for ${request.orderId}`);
        return { status: 'refused', message: 'paymentAnswers.refundNotPaid' };
      }
      const answer = await callProvider(
        fetchImpl,
        `${base}/charges/${encodeURIComponent(paid.id)}/cancel`,
        {
          method: 'POST',
          headers: {
            ...auth,
            'Content-Type': 'application/json',
            'x-idempotency-key': request.idempotencyKey,
          },
          body: { amount: { value: request.amountCents } },
        },
        options.timeoutMs,
      );
      if (answer.status >= 400) {
        log.warn({ answer: answer.body }, `pagseguro refused the refund of ${request.orderId}`);
        return { status: 'refused', message: 'paymentAnswers.refundRefused' };
      }
      const canceled = charge.safeParse(answer.body);
      return canceled.success && canceled.data.status === 'CANCELED'
        ? { status: 'refunded' }
        : { status: 'pending' };
    },
    async parseWebhook(rawBody, headers) {
      const given = (headers.get(PAGSEGURO_SIGNATURE_HEADER) ?? '').trim().toLowerCase();
      if (!sameSignature(given, signPagSeguroBody(rawBody, options.token))) return null;
      let notified: z.infer<typeof order>;
      try {
        const parsed = order.safeParse(JSON.parse(rawBody));
        if (!parsed.success) return null;
        notified = parsed.data;
      } catch {
        return null;
      }
      // The store's orders have one charge each (a Pix order none until it is paid).
      const first = notified.charges?.[0];
      const type = first ? eventType(first) : null;
      // A charge still waiting for payment changes nothing here.
      if (!first || !type) return 'nothing';
      return {
        eventId: `${first.id}:${type}`,
        providerReference: notified.id,
        type,
        ...(notified.reference_id ? { orderId: notified.reference_id } : {}),
      };
    },
  };
}

/** PagBank's signature of a notification: SHA-256 of `{token}-{raw body}`, in hex. */
export function signPagSeguroBody(rawBody: string, token: string): string {
  return createHash('sha256').update(`${token}-${rawBody}`).digest('hex');
}

/** The Orders API body for a charge (amounts in cents, as PagBank counts them). */
export function orderBody(request: ChargeRequest, now: Date, notificationUrl: string | null) {
  // A CPF or CNPJ, the alphanumeric CNPJ (from July 2026) with its letters.
  const taxId = normalizeDocument(request.customer.document);
  const description = `Pedido ${request.orderNumber} - ${request.storeName}`.slice(0, 64);
  const common = {
    reference_id: request.orderId,
    customer: {
      name: request.customer.name.slice(0, 120),
      email: request.customer.email,
      tax_id: taxId,
    },
    items: [
      {
        reference_id: String(request.orderNumber),
        name: `Pedido ${request.orderNumber}`,
        quantity: 1,
        unit_amount: request.amountCents,
      },
    ],
    ...(notificationUrl ? { notification_urls: [notificationUrl] } : {}),
  };
  if (request.group === 'pix')
    return {
      ...common,
      qr_codes: [
        {
          amount: { value: request.amountCents },
          expiration_date: saoPauloTimestamp(new Date(now.getTime() + PIX_TTL_MS)),
        },
      ],
    };
  return {
    ...common,
    charges: [
      {
        reference_id: request.orderId,
        description,
        amount: { value: request.amountCents, currency: 'BRL' },
        payment_method: request.group === 'billet' ? boleto(request) : card(request),
      },
    ],
  };
}

function boleto(request: ChargeRequest) {
  const a = request.address;
  const [line_1, line_2] = boletoInstructions(request.orderNumber, request.storeName);
  return {
    type: 'BOLETO',
    boleto: {
      due_date: businessDaysAfter(request.today, BOLETO_DUE_BUSINESS_DAYS),
      instruction_lines: { line_1, line_2 },
      holder: {
        name: request.customer.name.slice(0, 120),
        tax_id: normalizeDocument(request.customer.document),
        email: request.customer.email,
        address: {
          street: a.street,
          number: a.number,
          ...(a.complement ? { complement: a.complement } : {}),
          locality: a.district,
          city: a.city,
          region: REGION_NAMES[a.region as keyof typeof REGION_NAMES] ?? a.region,
          region_code: a.region,
          country: 'Brasil',
          postal_code: onlyDigits(a.zipcode),
        },
      },
    },
  };
}

function card(request: ChargeRequest) {
  if (!request.card) throw new Error('a card charge without a card token');
  return {
    type: 'CREDIT_CARD',
    installments: request.installments,
    capture: true,
    card: {
      // The SDK's encryptCard output: number, code, expiry and printed name, readable by PagBank only.
      encrypted: request.card.token,
      store: false,
      holder: {
        name: (request.card.holderName || request.customer.name).slice(0, 120),
        tax_id: onlyDigits(request.card.holderDocument),
      },
    },
  };
}

/** '2026-12-02T10:30:00-03:00': São Paulo's clock (no daylight saving since 2019). */
export function saoPauloTimestamp(instant: Date): string {
  return `${new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

function chargeResult(
  request: Pick<ChargeRequest, 'group' | 'card'>,
  placed: z.infer<typeof order>,
): ChargeResult {
  const providerReference = placed.id;
  if (request.group === 'pix') {
    const qr = placed.qr_codes?.[0];
    if (!qr) throw new PaymentUnavailableError('pagseguro: order without a QR code');
    return {
      providerReference,
      status: 'pending',
      details: { pix: { payload: qr.text, expiresAt: new Date(qr.expiration_date).toISOString() } },
    };
  }
  const first = placed.charges?.[0];
  if (!first) throw new PaymentUnavailableError('pagseguro: order without a charge');
  if (request.group === 'billet') {
    const slip = first.payment_method?.boleto;
    const digits = onlyDigits(slip?.formatted_barcode ?? slip?.barcode ?? '');
    // PagBank's `barcode` is the typed line (47 digits); a 44-digit barcode is read as well.
    const line = digits.length === 44 ? barcodeToLine(digits) : digits;
    if (line.length !== 47 || !slip?.due_date)
      throw new PaymentUnavailableError('pagseguro: boleto without its line');
    return {
      providerReference,
      status: 'pending',
      details: { billet: { line, barcode: lineToBarcode(line), dueDate: slip.due_date } },
    };
  }
  const paid = first.payment_method?.card;
  const details: TransactionDetails = {
    card: {
      brand: brandName(paid?.brand ?? request.card?.brand ?? ''),
      lastDigits: paid?.last_digits ?? '',
      holderName: paid?.holder?.name ?? request.card?.holderName ?? '',
      ...(first.payment_response?.raw_data?.authorization_code
        ? { authorizationCode: first.payment_response.raw_data.authorization_code }
        : {}),
    },
  };
  switch (first.status) {
    case 'PAID':
    case 'AUTHORIZED':
      return { providerReference, status: 'approved', details };
    case 'IN_ANALYSIS':
      return {
        providerReference,
        status: 'review',
        details: { ...details, message: PAGSEGURO_REVIEW_MESSAGE },
      };
    case 'WAITING':
      return { providerReference, status: 'pending', details };
    default: {
      const message = first.payment_response?.message?.trim();
      return {
        providerReference,
        status: 'declined',
        details: { ...details, message: message || PAGSEGURO_DECLINE_MESSAGE },
      };
    }
  }
}

/** A 4xx is about what we sent: refused, so the checkout rolls back and says why. */
function refused(request: ChargeRequest, answer: ProviderAnswer): ChargeResult {
  log.warn({ answer: answer.body }, `pagseguro refused order ${request.orderId}`);
  return {
    providerReference: request.orderId,
    status: 'declined',
    details: {
      message:
        request.group === 'creditCard'
          ? PAGSEGURO_CARD_REFUSED_MESSAGE
          : PAGSEGURO_DATA_REFUSED_MESSAGE,
    },
  };
}

/** PagBank's brand names ('visa', 'mastercard') as the store writes them (CARD_BRANDS). */
function brandName(brand: string): string {
  const upper = brand.trim().toUpperCase();
  return upper === 'MASTERCARD' ? 'MASTER' : upper === 'HIPER' ? 'HIPERCARD' : upper;
}

/** A charge's state as the store's event, or null while it still waits for payment. */
function eventType(c: Charge): PaymentEvent['type'] | null {
  switch (c.status) {
    case 'PAID':
    case 'AUTHORIZED':
      return 'approved';
    case 'IN_ANALYSIS':
      return 'review';
    case 'DECLINED':
      return 'declined';
    case 'CANCELED':
      // PagBank cancels a paid charge to refund it: the summary then shows the refund.
      return (c.amount?.summary?.refunded ?? 0) > 0 ? 'refunded' : 'canceled';
    default:
      return null;
  }
}

import 'server-only';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { apiPath } from '@/lib/contracts/endpoints';
import { toReais } from '@/lib/domain/money';
import type { CardBrand } from '@/lib/domain/payments/card';
import {
  callProvider,
  documentType,
  onlyDigits,
  PaymentUnavailableError,
  providerIdempotencyKey,
  sameSignature,
  type Fetch,
} from './provider-http';
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentGateway } from './types';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('payments');

/**
 * Mercado Pago card payments (Checkout Transparente, `POST /v1/payments` with the browser's card
 * token). Its notifications carry only the payment's id, signed with the application's webhook
 * secret; the payment's state is then asked of the API.
 */

export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';
export const MERCADOPAGO_WEBHOOK_PATH = apiPath('mercadoPagoWebhook');

/** Mercado Pago's payment_method_id of each brand it takes for credit in Brazil. */
export const MERCADOPAGO_METHODS: Partial<Record<CardBrand, string>> = {
  VISA: 'visa',
  MASTER: 'master',
  AMEX: 'amex',
  ELO: 'elo',
  HIPERCARD: 'hipercard',
};

// messages/ keys (paymentAnswers.*), rendered in the reader's language.
export const MERCADOPAGO_DECLINE_MESSAGE = 'paymentAnswers.declined';
export const MERCADOPAGO_REVIEW_MESSAGE = 'paymentAnswers.mercadopagoReview';
export const MERCADOPAGO_BRAND_MESSAGE = 'cardForm.brand';
/** A 4xx about the card: its token expired, was used, or the data did not hold. */
export const MERCADOPAGO_CARD_REFUSED_MESSAGE = 'paymentAnswers.cardRefused';

/** Why Mercado Pago refused a card (status_detail), in the shopper's words. */
export const MERCADOPAGO_REJECTIONS: Record<string, string> = {
  cc_rejected_insufficient_amount: 'paymentAnswers.rejections.insufficientAmount',
  cc_rejected_bad_filled_card_number: 'paymentAnswers.rejections.badCardNumber',
  cc_rejected_bad_filled_date: 'paymentAnswers.rejections.badDate',
  cc_rejected_bad_filled_security_code: 'paymentAnswers.rejections.badSecurityCode',
  cc_rejected_bad_filled_other: 'paymentAnswers.rejections.badOther',
  cc_rejected_call_for_authorize: 'paymentAnswers.rejections.callForAuthorize',
  cc_rejected_card_disabled: 'paymentAnswers.rejections.cardDisabled',
  cc_rejected_duplicated_payment: 'paymentAnswers.rejections.duplicatedPayment',
  cc_rejected_invalid_installments: 'paymentAnswers.rejections.invalidInstallments',
  cc_rejected_max_attempts: 'paymentAnswers.rejections.maxAttempts',
  cc_rejected_high_risk: 'paymentAnswers.rejections.refused',
  cc_rejected_blacklist: 'paymentAnswers.rejections.refused',
  cc_rejected_card_error: 'paymentAnswers.rejections.cardError',
  cc_rejected_other_reason: 'paymentAnswers.rejections.otherReason',
};

const payment = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  date_created: z.string().nullish(),
  installments: z.number().nullish(),
  external_reference: z.string().nullish(),
  authorization_code: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  card: z
    .object({
      last_four_digits: z.string().nullish(),
      cardholder: z.object({ name: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
type Payment = z.infer<typeof payment>;
const searchAnswer = z.object({ results: z.array(payment) });

/** A clock's difference between Mercado Pago and the store that is still the same attempt. */
const CLOCK_SKEW_MS = 5 * 60_000;

const notification = z.object({
  type: z.string().optional(),
  data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
});

export type MercadoPagoOptions = {
  accessToken: string;
  /** The application's webhook secret (Suas integrações → Webhooks); without it nothing is accepted. */
  webhookSecret?: string;
  baseUrl?: string;
  /** The store's public https origin; Mercado Pago notifies its webhook there. */
  notificationOrigin?: string;
  fetch?: Fetch;
  timeoutMs?: number;
};

export function createMercadoPagoGateway(options: MercadoPagoOptions): PaymentGateway {
  const base = (options.baseUrl || MERCADOPAGO_API_URL).replace(/\/+$/, '');
  // The global fetch is looked up at each call, so a test may stand in for it.
  const fetchImpl: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  // source_news=webhooks: the signed webhooks only, not the older unsigned IPN calls too.
  const notificationUrl = options.notificationOrigin
    ? `${new URL(MERCADOPAGO_WEBHOOK_PATH, options.notificationOrigin).href}?source_news=webhooks`
    : null;
  const auth = { Authorization: `Bearer ${options.accessToken}` };

  return {
    provider: 'mercadopago',
    async charge(_db, request) {
      if (request.group !== 'creditCard' || !request.card)
        throw new Error('Mercado Pago charges cards only');
      const methodId = MERCADOPAGO_METHODS[request.card.brand as CardBrand];
      if (!methodId)
        return {
          providerReference: request.orderId,
          status: 'declined',
          details: { message: MERCADOPAGO_BRAND_MESSAGE },
        };
      const answer = await callProvider(
        fetchImpl,
        `${base}/v1/payments`,
        {
          method: 'POST',
          headers: {
            ...auth,
            'Content-Type': 'application/json',
            'X-Idempotency-Key': providerIdempotencyKey(request),
          },
          body: paymentBody(request, methodId, notificationUrl),
        },
        options.timeoutMs,
      );
      if (answer.status >= 400) {
        log.warn({ answer: answer.body }, `mercadopago refused order ${request.orderId}`);
        return {
          providerReference: request.orderId,
          status: 'declined',
          details: { message: MERCADOPAGO_CARD_REFUSED_MESSAGE },
        };
      }
      const paid = payment.safeParse(answer.body);
      if (!paid.success) throw new PaymentUnavailableError('mercadopago: unreadable payment');
      return chargeResult(request, paid.data);
    },
    /**
     * The payments Mercado Pago holds with our order's id as external_reference
     * (`GET /v1/payments/search`, newest first), the newest of this attempt read as the charge's
     * answer was; none: the charge never arrived.
     */
    async chargeStatus(_db, query) {
      if (query.group !== 'creditCard') throw new Error('Mercado Pago charges cards only');
      const search = new URLSearchParams({
        external_reference: query.orderId,
        sort: 'date_created',
        criteria: 'desc',
      });
      const answer = await callProvider(
        fetchImpl,
        `${base}/v1/payments/search?${search}`,
        { method: 'GET', headers: auth },
        options.timeoutMs,
      );
      const found = searchAnswer.safeParse(answer.body);
      if (answer.status >= 400 || !found.success)
        throw new PaymentUnavailableError(`mercadopago: search ${answer.status}`);
      const at = (p: Payment) => (p.date_created ? new Date(p.date_created).getTime() : Infinity);
      const latest = found.data.results
        .filter((p) => (p.external_reference ?? query.orderId) === query.orderId)
        .filter((p) => at(p) >= query.since.getTime() - CLOCK_SKEW_MS)
        .toSorted((a, b) => at(b) - at(a))[0];
      if (!latest) return null;
      return {
        ...chargeResult({}, latest),
        ...(latest.installments ? { installments: latest.installments } : {}),
      };
    },
    /**
     * A payment given back in full (`POST /v1/payments/{id}/refunds` with the amount in reais):
     * an approved refund is done, another state is on its way (its notification follows), a 4xx
     * is refused, logged.
     */
    async refund(_db, request) {
      const answer = await callProvider(
        fetchImpl,
        `${base}/v1/payments/${encodeURIComponent(request.providerReference)}/refunds`,
        {
          method: 'POST',
          headers: {
            ...auth,
            'Content-Type': 'application/json',
            'X-Idempotency-Key': request.idempotencyKey,
          },
          body: { amount: request.amountCents / 100 },
        },
        options.timeoutMs,
      );
      if (answer.status >= 400) {
        log.warn({ answer: answer.body }, `mercadopago refused the refund of ${request.orderId}`);
        return { status: 'refused', message: 'paymentAnswers.refundRefused' };
      }
      const refund = z.object({ status: z.string() }).safeParse(answer.body);
      return refund.success && refund.data.status === 'approved'
        ? { status: 'refunded' }
        : { status: 'pending' };
    },
    async parseWebhook(rawBody, headers) {
      if (!options.webhookSecret) return null;
      let notified: z.infer<typeof notification>;
      try {
        const parsed = notification.safeParse(JSON.parse(rawBody));
        if (!parsed.success) return null;
        notified = parsed.data;
      } catch {
        return null;
      }
      const signature = parseSignature(headers.get('x-signature') ?? '');
      if (!signature) return null;
      const expected = signMercadoPagoNotification(
        { dataId: notified.data.id, requestId: headers.get('x-request-id'), ts: signature.ts },
        options.webhookSecret,
      );
      if (!sameSignature(signature.v1.toLowerCase(), expected)) return null;
      // Only data.id is signed; the rest of the body is not trusted, the API is asked instead.
      if (notified.type !== 'payment') return 'nothing';
      const answer = await callProvider(
        fetchImpl,
        `${base}/v1/payments/${encodeURIComponent(notified.data.id)}`,
        { method: 'GET', headers: auth },
        options.timeoutMs,
      );
      // A payment of another account (a signed id we cannot read) has nothing for this store.
      if (answer.status === 404) return 'nothing';
      const current = payment.safeParse(answer.body);
      if (answer.status >= 400 || !current.success)
        throw new PaymentUnavailableError(`mercadopago: payment ${answer.status}`);
      const type = eventType(current.data.status);
      if (!type) return 'nothing';
      return {
        eventId: `${current.data.id}:${current.data.status}`,
        providerReference: current.data.id,
        type,
        ...(current.data.external_reference ? { orderId: current.data.external_reference } : {}),
      };
    },
  };
}

/** The body of `POST /v1/payments` (the amount in reais, as Mercado Pago counts it). */
export function paymentBody(
  request: ChargeRequest,
  methodId: string,
  notificationUrl: string | null,
) {
  const document = onlyDigits(request.card!.holderDocument);
  return {
    transaction_amount: toReais(request.amountCents),
    token: request.card!.token,
    description: `Pedido ${request.orderNumber} - ${request.storeName}`,
    installments: request.installments,
    payment_method_id: methodId,
    payer: {
      email: request.customer.email,
      identification: { type: documentType(document), number: document },
    },
    external_reference: request.orderId,
    ...(notificationUrl ? { notification_url: notificationUrl } : {}),
  };
}

/**
 * Mercado Pago's `x-signature` v1: HMAC-SHA256 (hex) of the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, a part left out when its value is absent.
 * An alphanumeric data.id is signed in lower case.
 */
export function signMercadoPagoNotification(
  parts: { dataId: string | null; requestId: string | null; ts: string },
  secret: string,
): string {
  const manifest =
    (parts.dataId ? `id:${parts.dataId.toLowerCase()};` : '') +
    (parts.requestId ? `request-id:${parts.requestId};` : '') +
    `ts:${parts.ts};`;
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** `ts=1742505638683,v1=ced3…` → its parts, or null. */
function parseSignature(header: string): { ts: string; v1: string } | null {
  const parts = new Map(
    header.split(',').map((p) => {
      const at = p.indexOf('=');
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

function chargeResult(request: Pick<ChargeRequest, 'card'>, paid: Payment): ChargeResult {
  const details = {
    card: {
      brand: request.card?.brand ?? paid.payment_method_id?.toUpperCase() ?? '',
      lastDigits: paid.card?.last_four_digits ?? '',
      holderName: paid.card?.cardholder?.name ?? request.card?.holderName ?? '',
      ...(paid.authorization_code ? { authorizationCode: paid.authorization_code } : {}),
    },
  };
  const providerReference = paid.id;
  switch (paid.status) {
    case 'approved':
    case 'authorized':
      return { providerReference, status: 'approved', details };
    case 'in_process':
    case 'in_mediation':
      return {
        providerReference,
        status: 'review',
        details: { ...details, message: MERCADOPAGO_REVIEW_MESSAGE },
      };
    case 'rejected':
    case 'cancelled':
      return {
        providerReference,
        status: 'declined',
        details: {
          ...details,
          message: MERCADOPAGO_REJECTIONS[paid.status_detail ?? ''] ?? MERCADOPAGO_DECLINE_MESSAGE,
        },
      };
    default:
      return { providerReference, status: 'pending', details };
  }
}

/** A payment's state as the store's event, or null while it is still pending. */
function eventType(status: string): PaymentEvent['type'] | null {
  switch (status) {
    case 'approved':
    case 'authorized':
      return 'approved';
    case 'in_process':
    case 'in_mediation':
      return 'review';
    case 'rejected':
      return 'declined';
    case 'cancelled':
      return 'canceled';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    default:
      return null;
  }
}

import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { apiPath } from '@/lib/contracts/endpoints';
import type { REGIONS } from '@/lib/contracts/addresses';
import { normalizeDocument } from '@/lib/domain/documents';
import {
  BOLETO_DUE_BUSINESS_DAYS,
  barcodeToLine,
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
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentGateway } from './types';

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

/** PagBank asks the state's name beside its code on the boleto's address. */
const STATE_NAMES: Record<(typeof REGIONS)[number], string> = {
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará',
  DF: 'Distrito Federal', ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul', MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná',
  PE: 'Pernambuco', PI: 'Piauí', RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima', SC: 'Santa Catarina', SP: 'São Paulo',
  SE: 'Sergipe', TO: 'Tocantins',
}; // prettier-ignore

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
  qr_codes: z.array(z.object({ text: z.string(), expiration_date: z.string() })).optional(),
  charges: z.array(charge).optional(),
});
type Charge = z.infer<typeof charge>;

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
      return { eventId: `${first.id}:${type}`, providerReference: notified.id, type };
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
  return {
    type: 'BOLETO',
    boleto: {
      due_date: businessDaysAfter(request.today, BOLETO_DUE_BUSINESS_DAYS),
      instruction_lines: {
        line_1: `Pedido ${request.orderNumber} - ${request.storeName}`.slice(0, 75),
        line_2: 'Não receber após o vencimento.',
      },
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
          region: STATE_NAMES[a.region as keyof typeof STATE_NAMES] ?? a.region,
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

function chargeResult(request: ChargeRequest, placed: z.infer<typeof order>): ChargeResult {
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
  console.warn(
    `[payments] pagseguro refused order ${request.orderId}:`,
    JSON.stringify(answer.body),
  );
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

import 'server-only';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import type { Db } from '@/lib/server/db/client';
import type { OrderAddress, PaymentProvider, TransactionDetails } from '@/lib/server/db/schema';

export type { PaymentOption } from '@/lib/domain/payment-options';
import type { PaymentOption } from '@/lib/domain/payment-options';

/** What the checkout asks a provider to charge; amounts come from the server's own pricing. */
export type ChargeRequest = {
  tenantId: number;
  orderId: string;
  orderNumber: number;
  option: PaymentOption;
  group: PaymentMethodGroup;
  amountCents: number;
  /** Card installments (1 for Pix and boleto). */
  installments: number;
  customer: { name: string; email: string; document: string };
  /** The order's delivery address: the boleto prints it as the payer's. */
  address: OrderAddress;
  /** The browser's card token from the provider's own tokenization; never a card number. */
  card?: {
    token: string;
    holderDocument: string;
    /** As printed on the card, when the browser sent it. */
    holderName?: string;
    /** CARD_BRANDS of lib/domain/payments/card.ts (Mercado Pago must be told it). */
    brand?: string;
  };
  /** The checkout's submit key: a retried submit must not charge twice at the provider. */
  idempotencyKey: string;
  storeName: string;
  /** Today in São Paulo ('YYYY-MM-DD'): boleto due dates count business days from it. */
  today: string;
};

/** The provider's answer: the charge's reference and state, and what the shopper must see. */
export type ChargeResult = {
  providerReference: string;
  status: 'pending' | 'approved' | 'review' | 'declined';
  details: TransactionDetails;
  /** A status query's word on the card's installments (the checkout knows its own). */
  installments?: number;
};

/**
 * A status query (ADR 0020b): what became of the charge the checkout asked for this order with
 * this submit key, when the store never read the answer (a process stopped, a timeout).
 */
export type ChargeQuery = {
  orderId: string;
  /** The checkout's submit key (orders.place_key). */
  idempotencyKey: string;
  group: PaymentMethodGroup;
  amountCents: number;
  /** When the checkout reserved the stock: a charge of the order older than this was another attempt. */
  since: Date;
};

/** A provider's notification, after its signature was checked. */
export type PaymentEvent = {
  eventId: string;
  providerReference: string;
  /**
   * The store's order id as the provider echoes it (PagBank's reference_id, Mercado Pago's
   * external_reference): an event for a charge not recorded yet finds its order by it.
   */
  orderId?: string;
  type: 'approved' | 'declined' | 'review' | 'refunded' | 'canceled';
};

/**
 * What a webhook says once read: the event to apply; 'nothing' when it is authentic but has
 * nothing for the store (a charge still waiting, a topic it does not follow); null when its
 * signature (or shape) does not hold: then the call is refused and changes nothing.
 */
export type WebhookReading = PaymentEvent | 'nothing' | null;

/** What the back-office asks a provider to give back: the whole charge of an order. */
export type RefundRequest = {
  orderId: string;
  /** The charge as the provider named it (payment_transactions.provider_reference). */
  providerReference: string;
  amountCents: number;
  /** One per order: a refund asked again (a lost answer, a second click) is the same refund. */
  idempotencyKey: string;
};

/**
 * The provider's word on a refund: done; asked but not confirmed yet (its notification will
 * move the order); or refused, with the provider's reason for the operator.
 */
export type RefundResult =
  { status: 'refunded' } | { status: 'pending' } | { status: 'refused'; message: string };

/** One payment provider behind the checkout (lib/server/payments/index.ts chooses it). */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /**
   * Charges at the provider, outside any transaction of the store's (ADR 0020b): the same
   * request again (its idempotency key) answers the same charge. A provider that cannot be
   * reached (network, timeout, 5xx) throws PaymentUnavailableError: the outcome is then unknown.
   */
  charge(db: Db, request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The provider's word on a charge whose answer the store did not read: its state, or null when
   * the provider has no such charge (it never arrived). PaymentUnavailableError when it cannot
   * be asked.
   */
  chargeStatus(db: Db, query: ChargeQuery): Promise<ChargeResult | null>;
  /**
   * Gives an approved charge's money back, outside any transaction of the store's (the same
   * idempotency key answers the same refund). PaymentUnavailableError when it cannot be asked.
   */
  refund(db: Db, request: RefundRequest): Promise<RefundResult>;
  /** Async: a provider may have to be asked for the charge's state (Mercado Pago). */
  parseWebhook(rawBody: string, headers: Headers): Promise<WebhookReading>;
}

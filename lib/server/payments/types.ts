import 'server-only';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import type { Db } from '@/lib/server/db/client';
import type { PaymentProvider, TransactionDetails } from '@/lib/server/db/schema';

/** A store's payment option (SPEC.md section 3, company.paymentOptions) and the group it serves. */
export type PaymentOption =
  'pagseguroQrCode' | 'pagseguroBillet' | 'pagseguroCreditCard' | 'mercadopagoCreditCard';

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
  /** The browser's card token from the provider's own tokenization; never a card number. */
  card?: { token: string; holderDocument: string };
  storeName: string;
  /** Today in São Paulo ('YYYY-MM-DD'): boleto due dates count business days from it. */
  today: string;
};

/** The provider's answer: the charge's reference and state, and what the shopper must see. */
export type ChargeResult = {
  providerReference: string;
  status: 'pending' | 'approved' | 'review' | 'declined';
  details: TransactionDetails;
};

/** A provider's notification, after its signature was checked. */
export type PaymentEvent = {
  eventId: string;
  providerReference: string;
  type: 'approved' | 'declined' | 'review' | 'refunded' | 'canceled';
};

/** One payment provider behind the checkout (lib/server/payments/index.ts chooses it). */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  charge(db: Db, request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The event a webhook carries, or null when its signature (or shape) does not hold: then the
   * call changes nothing.
   */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
}

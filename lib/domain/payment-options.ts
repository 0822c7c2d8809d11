import type { PaymentMethodGroup } from './order-status';

/** A store's payment options (SPEC.md section 3, company.paymentOptions), each switched on or off. */
export const PAYMENT_OPTIONS = [
  'pagseguroQrCode',
  'pagseguroBillet',
  'pagseguroCreditCard',
  'mercadopagoCreditCard',
] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** The group each option serves: Pix, boleto or card. */
export const OPTION_GROUP: Record<PaymentOption, PaymentMethodGroup> = {
  pagseguroQrCode: 'pix',
  pagseguroBillet: 'billet',
  pagseguroCreditCard: 'creditCard',
  mercadopagoCreditCard: 'creditCard',
};

/**
 * Whether an option can be charged, as the back-office tells its owners: its provider has
 * credentials, or only the embedded sandbox takes it (no money moves), or nothing can.
 */
export const CREDENTIAL_STATUSES = ['configured', 'sandbox', 'missing'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** What the store names as its payment in cash (the card's note) and in installments. */
export const CASH_PAYMENTS = ['pix', 'billet'] as const satisfies readonly PaymentMethodGroup[];
export const INSTALLMENT_PAYMENTS = ['creditCard'] as const satisfies readonly PaymentMethodGroup[];

import 'server-only';
import type { Company } from '@/lib/contracts/company';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { sandboxGateway } from './sandbox';
import type { PaymentGateway, PaymentOption } from './types';

/** The group each of a store's payment options serves (SPEC.md section 3). */
export const OPTION_GROUP: Record<PaymentOption, PaymentMethodGroup> = {
  pagseguroQrCode: 'pix',
  pagseguroBillet: 'billet',
  pagseguroCreditCard: 'creditCard',
  mercadopagoCreditCard: 'creditCard',
};

/** The store's active option for a method (Pix, boleto, card), or null when it does not offer it. */
export function activeOption(
  paymentOptions: Company['paymentOptions'],
  group: PaymentMethodGroup,
): PaymentOption | null {
  const options = Object.keys(OPTION_GROUP) as PaymentOption[];
  return options.find((o) => OPTION_GROUP[o] === group && paymentOptions[o].active) ?? null;
}

/**
 * The provider that charges an option. Without the provider's credentials (development, tests,
 * the demo) the embedded sandbox stands in for it, with the same interface.
 */
export function gatewayFor(option: PaymentOption): PaymentGateway {
  void option;
  return sandboxGateway;
}

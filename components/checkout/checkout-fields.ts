import type { CardForm } from '@/lib/contracts/checkout';
import type { OrderReferences } from './checkout-strategy';

// The checkout's fields by name: their order on the page, their names in the form and their
// element ids, which labels, error messages and the focus use (useCheckout).

/** The checkout's fields that can be wrong, each with its first message. */
export type CheckoutField =
  keyof CardForm | keyof OrderReferences | 'email' | 'address' | 'shipping';

/** The card's fields, in the page's order. */
const CARD_FIELDS = [
  'number',
  'holderName',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'holderDocument',
  'installments',
] as const satisfies readonly (keyof CardForm)[];

/** Every field that can be wrong, in the page's order: the focus goes to the first one. */
export const PAGE_ORDER: readonly CheckoutField[] = [
  'email',
  'purchaseOrder',
  'costCentre',
  'address',
  'shipping',
  ...CARD_FIELDS,
];

/** The form's name of a checkout field (the e-mail is `emailConfirm`, the card's are nested). */
export const formName = (field: Exclude<CheckoutField, 'address' | 'shipping'>) =>
  field === 'email'
    ? ('emailConfirm' as const)
    : field === 'purchaseOrder' || field === 'costCentre'
      ? field
      : (`card.${field}` as const);

/** The element id of a field: its label, its error (`${id}-error`) and the focus use it. */
export function fieldId(field: CheckoutField): string {
  return field === 'email'
    ? 'checkout-email-confirm'
    : field === 'address'
      ? 'checkout-address'
      : field === 'shipping'
        ? 'checkout-shipping-error'
        : field === 'purchaseOrder' || field === 'costCentre'
          ? `checkout-${field}`
          : `checkout-card-${field}`;
}

/** Moves the keyboard to the first field the shopper must fix. */
export function focusField(field: CheckoutField) {
  const element = document.getElementById(fieldId(field));
  element?.scrollIntoView({ block: 'center' });
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.focus();
}

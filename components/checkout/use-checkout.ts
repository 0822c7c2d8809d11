'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useCart } from '@/components/cart/cart-state';
import { firstIssues, type FirstErrors } from '@/components/ui/field-errors';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { cartKeys } from '@/lib/api-client/cart';
import { checkoutQuoteQuery, placeOrder } from '@/lib/api-client/checkout';
import { apiErrorReport } from '@/lib/api-client/errors';
import type { Order } from '@/lib/contracts/cart';
import { cardForm, type CardForm, type PlaceOrderBody } from '@/lib/contracts/checkout';
import type { SessionCustomerView } from '@/lib/contracts/customer';
import { maskDocument } from '@/lib/domain/masks';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { cardDigits, type CardBrand } from '@/lib/domain/payments/card';
import { emptyCard } from './card-fields';
import type { AnyCheckoutStrategy, OrderReferences } from './checkout-strategy';
import {
  CardTokenError,
  cardRefusalText,
  tokenizeCard,
  type CardProviderConfig,
} from './tokenizers';

export type CheckoutSettings = {
  /** The methods the store's payment options make active, in the order they are offered. */
  methods: PaymentMethodGroup[];
  /** The card provider's browser SDK, when the card is offered. */
  card: CardProviderConfig | null;
};

/** The checkout's fields that can be wrong, each with its first message. */
export type CheckoutField =
  keyof CardForm | keyof OrderReferences | 'email' | 'address' | 'shipping';

/** One attempt at placing the order: the card as typed (when paying by card) and the choices. */
type Attempt = {
  cardData: ReturnType<typeof cardForm.parse> | null;
  method: PaymentMethodGroup;
  shipping: string;
};

/** A new key per attempt: a double click sends the same one and gets the same order. */
const newAttemptKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);

/**
 * The checkout's one state (issue 26 item 3), whatever the strategy: what the shopper typed and
 * chose, the server's quote for it, the messages of each field and of the payment, and `place`,
 * which checks it all and places the order once. The step components read and change it; what
 * the portal does differently comes in `strategy`.
 */
export function useCheckout({
  settings,
  strategy,
  customer,
  order,
  onPlaced,
}: {
  settings: CheckoutSettings;
  strategy: AnyCheckoutStrategy;
  customer: SessionCustomerView;
  order: Order;
  onPlaced: () => void;
}) {
  const t = useTranslations('checkoutUi');
  const tv = useTranslations();
  const router = useRouter();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const { adopt } = useCart();

  const [emailConfirm, setEmailConfirm] = useState('');
  const [references, setReferences] = useState<OrderReferences>({
    purchaseOrder: '',
    costCentre: '',
  });
  const [chosenTarget, setChosenTarget] = useState<object | null>(null);
  const [chosenShipping, setChosenShipping] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethodGroup | null>(settings.methods[0] ?? null);
  const [card, setCard] = useState<CardForm>(() => ({
    ...emptyCard,
    holderDocument: maskDocument(customer.document ?? ''),
  }));
  const [errors, setErrors] = useState<FirstErrors<CheckoutField>>({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);

  const { target, zipcode } = strategy.useDelivery(order, chosenTarget);
  // The shopper's pick, else the delivery chosen in the cart for this CEP, else the cheapest.
  const cartCep = order.shipment?.zipcode ?? null;
  const preferred = cartCep && zipcode === cartCep ? order.shipment!.method : null;
  const wanted = chosenShipping ?? preferred;
  const quote = useQuery({
    ...checkoutQuoteQuery(
      target && strategy.quoteRequest(order.id, target, wanted ? { shipping: wanted } : {}),
      wanted,
      order.totalFinal,
    ),
    placeholderData: (previous) => previous,
  });
  const shipping = wanted ?? quote.data?.shipping?.method ?? null;

  /** Forgets a field's message once the shopper changes it. */
  const clear = (...fields: CheckoutField[]) =>
    setErrors((e) => (fields.some((f) => e[f]) ? { ...e, ...blank(fields) } : e));

  const placement = useApiMutation({
    mutationFn: async ({ cardData, method, shipping }: Attempt) => {
      let payment: PlaceOrderBody['payment'];
      if (method === 'creditCard' && cardData && settings.card) {
        const token = await tokenizeCard(settings.card, {
          number: cardDigits(cardData.number),
          holderName: cardData.holderName,
          expiryMonth: cardData.expiryMonth,
          expiryYear: cardData.expiryYear,
          securityCode: cardData.securityCode,
          holderDocument: cardData.holderDocument.replace(/\W/g, ''),
        });
        payment = {
          method: 'creditCard',
          cardToken: token.token,
          cardBrand: token.brand as CardBrand,
          holderName: cardData.holderName,
          installments: Number(cardData.installments),
          holderDocument: cardData.holderDocument,
        };
      } else payment = { method: method as 'pix' | 'billet' };
      const attempt = { cart: order.id, idempotencyKey: attemptKey.current!, shipping, payment };
      return placeOrder(strategy.placeRequest(attempt, target!, references));
    },
    onSuccess: (result) => {
      onPlaced();
      // The cart is an order now: the shopper starts a new cart from here on.
      adopt(null);
      router.push(strategy.successUrl(result));
    },
    onError: (error) => {
      // An answer of the server (or the card's provider) refused this attempt and changed
      // nothing: the next one is a new attempt. Without an answer (the network), the order may
      // have been placed: the next submit sends the same key and gets that order.
      const answered =
        typeof (error as { status?: unknown }).status === 'number' ||
        error instanceof CardTokenError;
      if (answered) attemptKey.current = null;
      // The payment step says what the snackbar says (the one policy's text for the failure).
      const { message } =
        error instanceof CardTokenError
          ? { message: cardRefusalText(error.message, tv) }
          : apiErrorReport(error, {
              network: tv('errors.network'),
              internal: tv('errors.internal'),
            });
      setPaymentError(message || t('cardRefused'));
      // The cart may have changed (a unit sold meanwhile): the cart's warnings take over.
      void queryClient.invalidateQueries({ queryKey: cartKeys.order(order.id) });
    },
    // The server's field errors, on the checkout's own fields.
    reportTo: {
      fields: (found) =>
        setErrors({
          address: found.address,
          purchaseOrder: found.purchaseOrder,
          costCentre: found.costCentre,
          shipping: found.shipping,
          installments: found['payment.installments'],
          holderDocument: found['payment.holderDocument'],
        }),
    },
    // A card the provider refused is told on the card's number, in the provider's words.
    handleError: (error) => {
      if (!(error instanceof CardTokenError)) return false;
      const message = cardRefusalText(error.message, tv);
      setErrors({ number: message || t('cardRefused') });
      snackbar(message || t('cardLoadFailed'), 'error');
      return true;
    },
  });
  const placing = placement.isPending || placement.isSuccess;

  /** The form's submit: every step checked, the keyboard on the first field to fix, then one order. */
  const place = (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    const found: typeof errors = {};
    if (emailConfirm.trim().toLowerCase() !== customer.email.toLowerCase())
      found.email = tv(emailConfirm.trim() ? 'validation.emailMismatch' : 'validation.required');
    if (target === null) found.address = t('chooseAddress');
    else if (!quote.data?.shipping || !shipping) found.shipping = t('chooseShipping');
    let cardData: ReturnType<typeof cardForm.parse> | null = null;
    if (method === 'creditCard') {
      const parsed = cardForm.safeParse(card);
      if (parsed.success) cardData = parsed.data;
      else Object.assign(found, firstIssues<keyof CardForm>(parsed.error.issues, tv));
    }
    setErrors(found);
    const firstField = Object.keys(found)[0] as CheckoutField | undefined;
    if (firstField || !method || target === null || !shipping) {
      if (firstField) focusField(firstField);
      return;
    }
    setPaymentError(null);
    attemptKey.current ??= newAttemptKey();
    placement.mutate({ cardData, method, shipping });
  };

  return {
    customer,
    order,
    strategy,
    settings,
    errors,
    placing,
    place,
    email: {
      value: emailConfirm,
      change: (value: string) => {
        setEmailConfirm(value);
        clear('email');
      },
    },
    references: {
      values: references,
      change: (field: keyof OrderReferences, value: string) => {
        setReferences((r) => ({ ...r, [field]: value }));
        clear(field);
      },
    },
    delivery: {
      target,
      choose: (next: object) => {
        setChosenTarget(next);
        setChosenShipping(null);
        clear('address', 'shipping');
      },
    },
    shipping: {
      quote,
      chosen: shipping,
      choose: (next: string) => {
        setChosenShipping(next);
        clear('shipping');
      },
    },
    payment: {
      method,
      error: paymentError,
      choose: (next: PaymentMethodGroup) => {
        setMethod(next);
        setPaymentError(null);
      },
      card,
      changeCard: (field: keyof CardForm, value: string) => {
        setCard((c) => ({ ...c, [field]: value }));
        clear(field);
      },
      installments: method === 'creditCard' ? Number(card.installments) || null : null,
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

function blank(fields: CheckoutField[]): FirstErrors<CheckoutField> {
  return Object.fromEntries(fields.map((f) => [f, undefined]));
}

/** Moves the keyboard to the first field the shopper must fix. */
function focusField(field: CheckoutField) {
  const id =
    field === 'email'
      ? 'checkout-email-confirm'
      : field === 'address'
        ? 'checkout-address'
        : field === 'shipping'
          ? 'checkout-shipping-error'
          : field === 'purchaseOrder' || field === 'costCentre'
            ? `checkout-${field}`
            : `checkout-card-${field}`;
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: 'center' });
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.focus();
}

'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { get } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useCart } from '@/components/cart/cart-state';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import {
  useContractForm,
  type ContractControlProps,
  type FieldOptions,
} from '@/components/ui/use-contract-form';
import { cartKeys } from '@/lib/api-client/cart';
import { checkoutQuoteQuery, placeOrder } from '@/lib/api-client/checkout';
import { apiErrorReport } from '@/lib/api-client/errors';
import type { Order } from '@/lib/contracts/cart';
import {
  checkoutForm,
  type cardForm,
  type CardForm,
  type CheckoutFormValues,
  type PlaceOrderBody,
} from '@/lib/contracts/checkout';
import type { SessionCustomerView } from '@/lib/contracts/customer';
import { maskDocument } from '@/lib/domain/masks';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { cardDigits, type CardBrand } from '@/lib/domain/payments/card';
import { emptyCard } from './card-fields';
import type { AnyCheckoutStrategy, OrderReferences } from './checkout-strategy';
import { fieldId, focusField, formName, PAGE_ORDER, type CheckoutField } from './checkout-fields';
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

/** The choices outside the form's fields that must be made before placing. */
type ChoiceErrors = Partial<Record<'address' | 'shipping', string>>;

/** One attempt at placing the order: the card as checked (when paying by card) and the choices. */
type Attempt = {
  cardData: ReturnType<typeof cardForm.parse> | null;
  method: PaymentMethodGroup;
  shipping: string;
  references: OrderReferences;
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

  const [method, setMethod] = useState<PaymentMethodGroup | null>(settings.methods[0] ?? null);
  const [chosenTarget, setChosenTarget] = useState<object | null>(null);
  const [chosenShipping, setChosenShipping] = useState<string | null>(null);
  const [choiceErrors, setChoiceErrors] = useState<ChoiceErrors>({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // The e-mail typed again, the references and the card (react-hook-form, lib/contracts'
  // checkoutForm); the method chosen goes into the check, which asks for the card only for it.
  const contract = useMemo(() => checkoutForm(customer.email), [customer.email]);
  const form = useContractForm<ReturnType<typeof checkoutForm>, CheckoutFormValues>(
    contract,
    {
      emailConfirm: '',
      purchaseOrder: '',
      costCentre: '',
      card: { ...emptyCard, holderDocument: maskDocument(customer.document ?? '') },
    },
    { body: (values) => ({ ...values, method: method ?? '' }), shouldFocusError: false },
  );
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

  /** Forgets a choice's message once the shopper makes it. */
  const clear = (...fields: (keyof ChoiceErrors)[]) =>
    setChoiceErrors((e) => (fields.some((f) => e[f]) ? { ...e, ...blank(fields) } : e));

  /** The message of each field, as the steps show it. */
  const fieldError = (field: CheckoutField): string | undefined =>
    field === 'address' || field === 'shipping'
      ? choiceErrors[field]
      : form.errorOf(formName(field));
  const errors = Object.fromEntries(PAGE_ORDER.map((f) => [f, fieldError(f)])) as Partial<
    Record<CheckoutField, string>
  >;

  const placement = useApiMutation({
    mutationFn: async ({ cardData, method, shipping, references }: Attempt) => {
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
      fields: (found) => {
        setChoiceErrors({ address: found.address, shipping: found.shipping });
        const onFields = {
          purchaseOrder: found.purchaseOrder,
          costCentre: found.costCentre,
          'card.installments': found['payment.installments'],
          'card.holderDocument': found['payment.holderDocument'],
        } as const;
        for (const [name, message] of Object.entries(onFields))
          if (message)
            form.form.setError(name as keyof typeof onFields, { type: 'server', message });
      },
    },
    // A card the provider refused is told on the card's number, in the provider's words.
    handleError: (error) => {
      if (!(error instanceof CardTokenError)) return false;
      const message = cardRefusalText(error.message, tv);
      form.form.setError('card.number', { type: 'server', message: message || t('cardRefused') });
      snackbar(message || t('cardLoadFailed'), 'error');
      return true;
    },
  });
  const placing = placement.isPending || placement.isSuccess;

  /** The first field to fix, in the page's order, takes the keyboard; false when there is none. */
  const focusFirst = (choices: ChoiceErrors, invalid: (name: string) => boolean): boolean => {
    const first = PAGE_ORDER.find((f) =>
      f === 'address' || f === 'shipping' ? choices[f] : invalid(formName(f)),
    );
    if (first) focusField(first);
    return first !== undefined;
  };

  /**
   * The form's submit: the fields checked with the contract, the address and delivery chosen,
   * the keyboard on the first thing to fix; then one order.
   */
  const place = (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    const choices: ChoiceErrors = {};
    if (target === null) choices.address = t('chooseAddress');
    else if (!quote.data?.shipping || !shipping) choices.shipping = t('chooseShipping');
    setChoiceErrors(choices);
    void form.form.handleSubmit(
      (values) => {
        if (focusFirst(choices, () => false) || !method || target === null || !shipping) return;
        setPaymentError(null);
        attemptKey.current ??= newAttemptKey();
        placement.mutate({
          cardData: values.method === 'creditCard' ? values.card : null,
          method,
          shipping,
          references: { purchaseOrder: values.purchaseOrder, costCentre: values.costCentre },
        });
      },
      (invalid) => {
        focusFirst(choices, (name) => get(invalid, name) !== undefined);
      },
    )();
  };

  /** A field of the form, with the id the page's labels, errors and focus know it by. */
  const control = (
    name: Exclude<CheckoutField, 'address' | 'shipping'>,
    options?: FieldOptions,
  ): ContractControlProps => {
    const id = fieldId(name);
    const props = form.control(formName(name), options);
    return { ...props, id, 'aria-describedby': props['aria-invalid'] ? `${id}-error` : undefined };
  };
  const cardNumber = form.form.watch('card.number');
  const installments = form.form.watch('card.installments');

  return {
    customer,
    order,
    strategy,
    settings,
    errors,
    placing,
    place,
    /** The e-mail typed again. */
    email: control('email'),
    references: { control: (field: keyof OrderReferences) => control(field) },
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
      /**
       * A field of the card (its masks as typed), without a name: the card goes only to the
       * provider's tokenization, never in a form post. And the number as typed (for its brand).
       */
      card: (field: keyof CardForm, options?: FieldOptions) => ({
        ...control(field, options),
        name: undefined,
      }),
      cardNumber,
      installments: method === 'creditCard' ? Number(installments) || null : null,
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

function blank(fields: (keyof ChoiceErrors)[]): ChoiceErrors {
  return Object.fromEntries(fields.map((f) => [f, undefined]));
}

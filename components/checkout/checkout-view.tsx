'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSession } from '@/components/account/session';
import { useCart } from '@/components/cart/cart-state';
import { useMoney } from '@/components/cart/use-money';
import { firstIssues, type FirstErrors } from '@/components/ui/field-errors';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { addressesQuery } from '@/lib/api-client/account';
import { cartKeys } from '@/lib/api-client/cart';
import { checkoutQuoteQuery, placeOrder } from '@/lib/api-client/checkout';
import { apiErrorReport } from '@/lib/api-client/errors';
import type { Order } from '@/lib/contracts/cart';
import { cardForm, type CardForm, type PlaceOrderBody } from '@/lib/contracts/checkout';
import type { SessionCustomerView } from '@/lib/contracts/customer';
import type { PortalCompany } from '@/lib/contracts/portal';
import { AFFILIATE_STORAGE_KEY } from '@/lib/domain/affiliate';
import { withRedirect } from '@/lib/domain/redirect';
import { maskDocument } from '@/lib/domain/masks';
import { toCents } from '@/lib/domain/money';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { cardDigits, type CardBrand } from '@/lib/domain/payments/card';
import { CardFields, emptyCard } from './card-fields';
import { CheckoutAddress } from './checkout-address';
import { CheckoutSummary } from './checkout-summary';
import { PaymentMethods } from './payment-methods';
import { PortalDelivery, type PortalDeliveryChoice } from '@/components/portal/portal-delivery';
import { PortalReferences } from '@/components/portal/portal-references';
import {
  CardTokenError,
  cardRefusalText,
  loadProviderScript,
  tokenizeCard,
  type CardProviderConfig,
} from './tokenizers';

export type CheckoutSettings = {
  /** The methods the store's payment options make active, in the order they are offered. */
  methods: PaymentMethodGroup[];
  /** The card provider's browser SDK, when the card is offered. */
  card: CardProviderConfig | null;
};

/**
 * The corporate portal's checkout (issue 8): the order goes to one of the group's companies and
 * carries the buyer's purchase-order number and cost centre; it ends on the portal's order page.
 */
export type PortalCheckout = {
  customer: string;
  url: string;
  cartUrl: string;
  companies: PortalCompany[];
};

type CardField = keyof CardForm;
import { CHECKOUT_FORM_ID } from './form-id';

/** A new key per attempt: a double click sends the same one and gets the same order. */
const newAttemptKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);

/** One attempt at placing the order: the card as typed (when paying by card) and the choices. */
type Attempt = {
  cardData: ReturnType<typeof cardForm.parse> | null;
  method: PaymentMethodGroup;
  shipping: string;
};

/**
 * `/onestepcheckout`: one page from the cart to a placed order (issue 6). Only for a logged-in
 * customer with a cart that can be bought: a visitor goes to the login page (and comes back), an
 * empty cart or one with warnings goes to the cart. The shopper confirms the e-mail, chooses or
 * adds an address, a delivery quote, a method among the store's active ones and, for the card,
 * fills a form whose number and code go only to the provider's tokenization. Totals come from the
 * server's quote, priced as the order will be; a refused payment leaves everything as it was.
 * In a corporate portal (`portal`) the same steps deliver to a company of the group.
 */
export function CheckoutView({
  settings,
  portal,
}: {
  settings: CheckoutSettings;
  portal?: PortalCheckout;
}) {
  const t = useTranslations('checkoutUi');
  const router = useRouter();
  const { customer, ready } = useSession();
  const { order, loading } = useCart();
  const [placed, setPlaced] = useState(false);

  // The provider's SDK loads only in a store whose card option is active, ahead of the submit.
  const cardScript = settings.card?.scriptUrl;
  useEffect(() => {
    if (cardScript) loadProviderScript(cardScript).catch(() => undefined);
  }, [cardScript]);

  const blocked =
    !!order &&
    (order.errors.productStock.length > 0 || Object.keys(order.errors.others).length > 0);
  const empty = !order || order.items.length === 0;

  // The guard: a visitor logs in first; a cart that cannot be bought goes back to the cart.
  // The portal's own pages show its login form.
  const loginUrl = portal ? portal.url : withRedirect('/onestepcheckout/login', '/onestepcheckout');
  const cartUrl = portal ? portal.cartUrl : '/onestepcheckout/carrinho';
  useEffect(() => {
    if (placed || !ready) return;
    if (!customer) {
      router.replace(loginUrl);
      return;
    }
    if (!loading && (empty || blocked)) router.replace(cartUrl);
  }, [placed, ready, customer, loading, empty, blocked, router, loginUrl, cartUrl]);

  if (!ready || !customer || loading || empty || blocked || placed)
    return <CheckoutSkeleton label={t('loading')} />;
  // A portal order goes to one of the group's addresses: without any, there is nothing to choose.
  if (portal && !portal.companies.some((c) => c.addresses.length > 0))
    return (
      <p role="alert" className="mt-6 rounded-lg bg-amber-100 p-4 font-medium text-amber-900">
        {t('portalNoCompanies')}
      </p>
    );
  return (
    <CheckoutSteps
      settings={settings}
      portal={portal}
      customer={customer}
      order={order}
      onPlaced={() => setPlaced(true)}
    />
  );
}

/** The steps, for a customer and a cart that may be bought. */
function CheckoutSteps({
  settings,
  portal,
  customer,
  order,
  onPlaced,
}: {
  settings: CheckoutSettings;
  portal: PortalCheckout | undefined;
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
  // A portal order goes to a company's address: the customer's own book is not read.
  const addresses = useQuery({ ...addressesQuery(), enabled: !portal });
  const [companyAddress, setCompanyAddress] = useState<PortalDeliveryChoice | null>(() =>
    portal?.companies[0]?.addresses[0]
      ? {
          company: portal.companies[0].id,
          address: 0,
          zipcode: portal.companies[0].addresses[0].zipcode,
        }
      : null,
  );
  const [references, setReferences] = useState({ purchaseOrder: '', costCentre: '' });
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [chosenShipping, setChosenShipping] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethodGroup | null>(settings.methods[0] ?? null);
  const [card, setCard] = useState<CardForm>(() => ({
    ...emptyCard,
    holderDocument: maskDocument(customer.document ?? ''),
  }));
  const [errors, setErrors] = useState<
    FirstErrors<CardField | 'email' | 'address' | 'shipping' | 'purchaseOrder' | 'costCentre'>
  >({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);

  // The CEP quoted in the cart: its address is offered first, its delivery chosen.
  const cartCep = order.shipment?.zipcode ?? null;
  // The address of the cart's CEP, else the main one (else the first), until the shopper picks one.
  const list = addresses.data;
  const address = portal
    ? null
    : (chosenAddress ??
      (list?.length
        ? (list.find((a) => a.zipcode === cartCep) ?? list.find((a) => a.isDefault) ?? list[0]!).id
        : null));
  // Where the order goes: one of the customer's addresses, or a company's in the portal.
  const delivery = portal ? companyAddress : address !== null ? { address } : null;
  const deliveryCep = portal
    ? (companyAddress?.zipcode.replace(/\D/g, '') ?? null)
    : (list?.find((a) => a.id === address)?.zipcode ?? null);

  // The shopper's pick, else the delivery chosen in the cart for this CEP, else the cheapest.
  const preferred = cartCep && deliveryCep === cartCep ? order.shipment!.method : null;
  const wanted = chosenShipping ?? preferred;
  const shippingChoice = wanted ? { shipping: wanted } : {};
  const quote = useQuery({
    ...checkoutQuoteQuery(
      portal
        ? companyAddress && {
            portal: portal.customer,
            body: { cart: order.id, ...companyAddress, ...shippingChoice },
          }
        : address !== null
          ? { body: { cart: order.id, address, ...shippingChoice } }
          : null,
      wanted,
      order.totalFinal,
    ),
    placeholderData: (previous) => previous,
  });
  const shipping = wanted ?? quote.data?.shipping?.method ?? null;

  const chooseAddress = (id: number) => {
    setChosenAddress(id);
    setChosenShipping(null);
    setErrors((e) => ({ ...e, address: undefined, shipping: undefined }));
  };
  const chooseCompanyAddress = (choice: PortalDeliveryChoice) => {
    setCompanyAddress(choice);
    setChosenShipping(null);
    setErrors((e) => ({ ...e, address: undefined, shipping: undefined }));
  };

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
      return portal && companyAddress
        ? placeOrder({
            portal: portal.customer,
            body: { ...attempt, ...companyAddress, ...references },
          })
        : placeOrder({ body: { ...attempt, address: address!, ...storedAffiliate() } });
    },
    onSuccess: (result) => {
      onPlaced();
      // The cart is an order now: the shopper starts a new cart from here on.
      adopt(null);
      router.push(
        portal
          ? `${portal.url}/pedidos/${result.order.number}?novo=1`
          : `/onestepcheckout/success/${result.order.id}`,
      );
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

  const place = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    const found: typeof errors = {};
    if (emailConfirm.trim().toLowerCase() !== customer.email.toLowerCase())
      found.email = tv(emailConfirm.trim() ? 'validation.emailMismatch' : 'validation.required');
    if (delivery === null) found.address = t('chooseAddress');
    else if (!quote.data?.shipping || !shipping) found.shipping = t('chooseShipping');
    let cardData: ReturnType<typeof cardForm.parse> | null = null;
    if (method === 'creditCard') {
      const parsed = cardForm.safeParse(card);
      if (parsed.success) cardData = parsed.data;
      else Object.assign(found, firstIssues<CardField>(parsed.error.issues, tv));
    }
    setErrors(found);
    const firstField = Object.keys(found)[0];
    if (firstField || !method || delivery === null || !shipping) {
      if (firstField) focusField(firstField);
      return;
    }
    setPaymentError(null);
    attemptKey.current ??= newAttemptKey();
    placement.mutate({ cardData, method, shipping });
  };

  const step = 'grid gap-4 rounded-xl border border-neutral-200 p-4 md:p-6';
  const stepTitle = 'flex items-center gap-3 text-lg font-semibold';
  const number = (n: number) => (
    <span
      aria-hidden
      className="grid size-7 place-items-center rounded-full bg-[var(--store-primary)] text-sm text-[var(--store-primary-contrast)]"
    >
      {n}
    </span>
  );

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_380px]">
      <div className="grid gap-6">
        <section aria-labelledby="checkout-email" className={step}>
          <h2 id="checkout-email" className={stepTitle}>
            {number(1)} {t('emailStep')}
          </h2>
          <p className="text-sm">
            {t('email')}: <strong data-testid="checkout-email">{customer.email}</strong>
          </p>
          <div>
            <label htmlFor="checkout-email-confirm" className="block text-sm font-medium">
              {t('emailConfirm')}
            </label>
            <input
              id="checkout-email-confirm"
              type="email"
              form={CHECKOUT_FORM_ID}
              autoComplete="email"
              value={emailConfirm}
              onChange={(e) => setEmailConfirm(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={
                errors.email ? 'checkout-email-confirm-error' : 'checkout-email-confirm-hint'
              }
              className="w-full max-w-md rounded-lg border border-neutral-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
            />
            <p id="checkout-email-confirm-hint" className="mt-1 text-xs text-neutral-500">
              {t('emailHint')}
            </p>
            {errors.email && (
              <p id="checkout-email-confirm-error" className="mt-1 text-xs text-red-700">
                {errors.email}
              </p>
            )}
          </div>
        </section>

        {portal && (
          <section aria-labelledby="checkout-references" className={step}>
            <h2 id="checkout-references" className={stepTitle}>
              {number(2)} {t('portalReferencesStep')}
            </h2>
            <PortalReferences
              values={references}
              errors={errors}
              onChange={(field, value) => {
                setReferences((r) => ({ ...r, [field]: value }));
                if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
              }}
            />
          </section>
        )}

        <section aria-labelledby="checkout-address" className={step}>
          <h2 id="checkout-address" className={stepTitle}>
            {number(portal ? 3 : 2)} {t('deliveryStep')}
          </h2>
          {portal ? (
            <PortalDelivery
              companies={portal.companies}
              chosen={companyAddress}
              onChoose={chooseCompanyAddress}
              error={errors.address}
            />
          ) : (
            <CheckoutAddress
              customer={customer}
              addresses={addresses}
              chosen={address}
              onChoose={chooseAddress}
              cartZipcode={cartCep}
              error={errors.address}
            />
          )}
          {delivery !== null && (
            <fieldset aria-describedby={errors.shipping ? 'checkout-shipping-error' : undefined}>
              <legend className="mb-2 text-sm font-semibold">{t('shippingTitle')}</legend>
              {quote.isPending && (
                <p className="text-sm text-neutral-600">{t('shippingLoading')}</p>
              )}
              {quote.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {(quote.error as Error).message || t('quoteFailed')}
                </p>
              )}
              {quote.data && quote.data.shippingOptions.length === 0 && (
                <p role="alert" className="text-sm text-red-700">
                  {t('noShipping')}
                </p>
              )}
              <div className="grid gap-2">
                {quote.data?.shippingOptions.map((option) => (
                  <label
                    key={option.method}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 p-3 text-sm has-[:checked]:border-[var(--store-primary)] has-[:checked]:bg-neutral-50"
                  >
                    <input
                      type="radio"
                      name="checkout-shipping"
                      value={option.method}
                      checked={shipping === option.method}
                      onChange={() => {
                        setChosenShipping(option.method);
                        setErrors((e) => ({ ...e, shipping: undefined }));
                      }}
                      className="size-4 accent-[var(--store-primary)]"
                    />
                    <span className="flex-1">
                      <span className="font-medium">{option.description}</span>
                      <span className="block text-neutral-600">{option.deliveryTime}</span>
                    </span>
                    <ShippingPrice total={option.total} />
                  </label>
                ))}
              </div>
              {errors.shipping && (
                <p id="checkout-shipping-error" className="mt-1 text-xs text-red-700">
                  {errors.shipping}
                </p>
              )}
            </fieldset>
          )}
        </section>

        <form
          id={CHECKOUT_FORM_ID}
          onSubmit={place}
          noValidate
          aria-labelledby="checkout-payment"
          className={step}
        >
          <h2 id="checkout-payment" className={stepTitle}>
            {number(portal ? 4 : 3)} {t('paymentStep')}
          </h2>
          <PaymentMethods
            methods={settings.methods}
            chosen={method}
            onChoose={(next) => {
              setMethod(next);
              setPaymentError(null);
            }}
            quote={quote.data ?? null}
          />
          {paymentError && (
            <p
              role="alert"
              data-testid="checkout-payment-error"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {paymentError}
            </p>
          )}
          {method === 'creditCard' && settings.card && (
            <CardFields
              card={card}
              onChange={(field, value) => {
                setCard((c) => ({ ...c, [field]: value }));
                if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
              }}
              errors={errors}
              installments={quote.data?.installments ?? []}
              provider={settings.card}
            />
          )}
        </form>
      </div>

      <CheckoutSummary
        order={order}
        cartUrl={portal?.cartUrl}
        quote={quote.data ?? null}
        method={method}
        installments={method === 'creditCard' ? Number(card.installments) || null : null}
        placing={placing}
      />
    </div>
  );
}

/** The affiliate whose link brought the shopper, kept by the cart on arrival. */
function storedAffiliate(): { affiliateId?: string } {
  try {
    const id = localStorage.getItem(AFFILIATE_STORAGE_KEY);
    return id ? { affiliateId: id } : {};
  } catch {
    return {};
  }
}

/** Moves the keyboard to the first field the shopper must fix. */
function focusField(field: string) {
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

function ShippingPrice({ total }: { total: number }) {
  const t = useTranslations('checkoutUi');
  const money = useMoney();
  if (total === 0) return <span className="font-semibold text-emerald-800">{t('free')}</span>;
  return <span className="font-semibold">{money(toCents(total))}</span>;
}

function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_380px]" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid gap-6" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-xl bg-neutral-100" />
        ))}
      </div>
      <div className="h-96 animate-pulse rounded-xl bg-neutral-100" aria-hidden />
    </div>
  );
}

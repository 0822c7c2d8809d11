'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMoney } from '@/components/cart/use-money';
import { toCents } from '@/lib/domain/money';
import { CardFields } from './card-fields';
import { CHECKOUT_FORM_ID } from './form-id';
import { PaymentMethods } from './payment-methods';
import type { Checkout } from './use-checkout';

const stepClass = 'grid gap-4 rounded-xl border border-neutral-200 p-4 md:p-6';

/** A numbered step of the checkout: its title (the section's name) and what it asks. */
function Step({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={stepClass}>
      <StepTitle id={id} number={number} title={title} />
      {children}
    </section>
  );
}

function StepTitle({ id, number, title }: { id: string; number: number; title: string }) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-lg font-semibold">
      <span
        aria-hidden
        className="grid size-7 place-items-center rounded-full bg-[var(--store-primary)] text-sm text-[var(--store-primary-contrast)]"
      >
        {number}
      </span>{' '}
      {title}
    </h2>
  );
}

/** The customer's e-mail, typed again to confirm it (SPEC.md section 5). */
export function EmailStep({ checkout, number }: { checkout: Checkout; number: number }) {
  const t = useTranslations('checkoutUi');
  const error = checkout.errors.email;
  return (
    <Step id="checkout-email" number={number} title={t('emailStep')}>
      <p className="text-sm">
        {t('email')}: <strong data-testid="checkout-email">{checkout.customer.email}</strong>
      </p>
      <div>
        <label htmlFor="checkout-email-confirm" className="block text-sm font-medium">
          {t('emailConfirm')}
        </label>
        <input
          {...checkout.email}
          type="email"
          form={CHECKOUT_FORM_ID}
          autoComplete="email"
          aria-describedby={error ? 'checkout-email-confirm-error' : 'checkout-email-confirm-hint'}
          className="w-full max-w-md rounded-lg border border-neutral-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
        />
        <p id="checkout-email-confirm-hint" className="mt-1 text-xs text-neutral-500">
          {t('emailHint')}
        </p>
        {error && (
          <p id="checkout-email-confirm-error" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
    </Step>
  );
}

/** The strategy's references step (the portal's purchase order and cost centre), if it has one. */
export function ReferencesStep({ checkout, number }: { checkout: Checkout; number: number }) {
  const t = useTranslations('checkoutUi');
  const References = checkout.strategy.References;
  if (!References) return null;
  return (
    <Step id="checkout-references" number={number} title={t('portalReferencesStep')}>
      <References control={checkout.references.control} errors={checkout.errors} />
    </Step>
  );
}

/** Where the order goes (the strategy's choice) and, once it is known, how it is delivered. */
export function DeliveryStep({ checkout, number }: { checkout: Checkout; number: number }) {
  const t = useTranslations('checkoutUi');
  const { DeliveryChoice } = checkout.strategy;
  return (
    <Step id="checkout-address" number={number} title={t('deliveryStep')}>
      <DeliveryChoice
        customer={checkout.customer}
        order={checkout.order}
        chosen={checkout.delivery.target}
        onChoose={checkout.delivery.choose}
        error={checkout.errors.address}
      />
      {checkout.delivery.target !== null && <ShippingOptions checkout={checkout} />}
    </Step>
  );
}

/** The quote's delivery options for the chosen address, as radio cards with their prices. */
function ShippingOptions({ checkout }: { checkout: Checkout }) {
  const t = useTranslations('checkoutUi');
  const { quote, chosen, choose } = checkout.shipping;
  const error = checkout.errors.shipping;
  return (
    <fieldset aria-describedby={error ? 'checkout-shipping-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold">{t('shippingTitle')}</legend>
      {quote.isPending && <p className="text-sm text-neutral-600">{t('shippingLoading')}</p>}
      {quote.isError && (
        <p role="alert" className="text-sm text-red-700">
          {quote.error.message || t('quoteFailed')}
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
              checked={chosen === option.method}
              onChange={() => choose(option.method)}
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
      {error && (
        <p id="checkout-shipping-error" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ShippingPrice({ total }: { total: number }) {
  const t = useTranslations('checkoutUi');
  const money = useMoney();
  if (total === 0) return <span className="font-semibold text-emerald-800">{t('free')}</span>;
  return <span className="font-semibold">{money(toCents(total))}</span>;
}

/**
 * The payment: the store's active methods and, for the card, its form. This step is the
 * checkout's one `<form>`; the e-mail field and the summary's button belong to it by id.
 */
export function PaymentStep({ checkout, number }: { checkout: Checkout; number: number }) {
  const t = useTranslations('checkoutUi');
  const { payment, settings } = checkout;
  return (
    <form
      id={CHECKOUT_FORM_ID}
      onSubmit={checkout.place}
      noValidate
      aria-labelledby="checkout-payment"
      className={stepClass}
    >
      <StepTitle id="checkout-payment" number={number} title={t('paymentStep')} />
      <PaymentMethods
        methods={settings.methods}
        chosen={payment.method}
        onChoose={payment.choose}
        quote={checkout.shipping.quote.data ?? null}
      />
      {payment.error && (
        <p
          role="alert"
          data-testid="checkout-payment-error"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {payment.error}
        </p>
      )}
      {payment.method === 'creditCard' && settings.card && (
        <CardFields
          control={payment.card}
          number={payment.cardNumber}
          errors={checkout.errors}
          installments={checkout.shipping.quote.data?.installments ?? []}
          provider={settings.card}
        />
      )}
    </form>
  );
}

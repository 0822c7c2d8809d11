'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '@/components/account/session';
import { useCart } from '@/components/cart/cart-state';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryStep, EmailStep, PaymentStep, ReferencesStep } from './checkout-steps';
import { portalCheckout, storeCheckout, type PortalCheckout } from './checkout-strategy';
import { loadProviderScript } from './tokenizers';
import { useCheckout, type CheckoutSettings } from './use-checkout';

export type { CheckoutSettings } from './use-checkout';
export type { PortalCheckout } from './checkout-strategy';

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
  // The one place the portal differs: the strategy the steps are given.
  const strategy = useMemo(() => (portal ? portalCheckout(portal) : storeCheckout), [portal]);

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
  const { loginUrl, cartUrl } = strategy;
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
  if (strategy.unavailable)
    return (
      <p role="alert" className="mt-6 rounded-lg bg-amber-100 p-4 font-medium text-amber-900">
        {t(strategy.unavailable)}
      </p>
    );
  return (
    <CheckoutSteps
      settings={settings}
      strategy={strategy}
      customer={customer}
      order={order}
      onPlaced={() => setPlaced(true)}
    />
  );
}

/** The steps, for a customer and a cart that may be bought, numbered in the strategy's order. */
function CheckoutSteps(props: Parameters<typeof useCheckout>[0]) {
  const checkout = useCheckout(props);
  const steps = [EmailStep, ...(props.strategy.References ? [ReferencesStep] : []), DeliveryStep];
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_380px]">
      <div className="grid gap-6">
        {steps.map((StepView, index) => (
          <StepView key={index} checkout={checkout} number={index + 1} />
        ))}
        <PaymentStep checkout={checkout} number={steps.length + 1} />
      </div>
      <CheckoutSummary
        order={checkout.order}
        cartUrl={props.strategy.cartUrl}
        quote={checkout.shipping.quote.data ?? null}
        method={checkout.payment.method}
        installments={checkout.payment.installments}
        placing={checkout.placing}
      />
    </div>
  );
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

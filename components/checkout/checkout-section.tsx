import Link from 'next/link';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/money';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { activeOption, cardProviderConfig } from '@/lib/server/payments';
import { sandboxScriptUrl } from '@/lib/server/payments/sandbox';
import type { Store } from '@/lib/store/data';
import { TestPaymentsNotice } from './test-payments-notice';
import { CheckoutView, type CheckoutSettings, type PortalCheckout } from './checkout-view';

const CLIENT_NAMESPACES = [
  'checkoutUi',
  'orders',
  'addresses',
  'validation',
  'errors',
  'product',
  'snackbar',
] as const;

/** The order the methods are offered in: Pix first (the cash price), then card, then boleto. */
const METHOD_ORDER: readonly PaymentMethodGroup[] = ['pix', 'creditCard', 'billet'];

/** What the browser needs of the store's payment settings: only its active methods. */
function checkoutSettings(store: Store): CheckoutSettings {
  const methods = METHOD_ORDER.filter((m) => activeOption(store.paymentOptions, m) !== null);
  const cardOption = activeOption(store.paymentOptions, 'creditCard');
  return {
    methods,
    card: cardOption ? cardProviderConfig(cardOption, sandboxScriptUrl(store.origin)) : null,
  };
}

/**
 * The checkout's steps with the store's active methods, for the store's `/onestepcheckout` and a
 * corporate portal's `/checkout` (`portal`); a store in maintenance takes no orders (SPEC.md
 * section 8, and the API refuses them too).
 */
export async function CheckoutSection({
  store,
  locale,
  portal,
}: {
  store: Store;
  locale: Locale;
  portal?: PortalCheckout;
}) {
  if (store.maintenance) {
    const [t, tm] = await Promise.all([
      getTranslations({ locale, namespace: 'checkoutUi' }),
      getTranslations({ locale, namespace: 'maintenance' }),
    ]);
    return (
      <div className="mt-6 grid justify-items-start gap-4">
        <p
          role="alert"
          data-testid="checkout-maintenance"
          className="rounded-lg bg-amber-100 p-4 font-medium text-amber-900"
        >
          {tm('banner')}
        </p>
        <Link
          href={portal?.url ?? '/'}
          className="font-medium text-[var(--store-primary)] underline"
        >
          {t('backHome')}
        </Link>
      </div>
    );
  }
  // This provider replaces the layout's: every namespace the steps read travels here.
  return (
    <ClientMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
      <TestPaymentsNotice store={store} locale={locale} />
      <CheckoutView settings={checkoutSettings(store)} portal={portal} />
    </ClientMessages>
  );
}

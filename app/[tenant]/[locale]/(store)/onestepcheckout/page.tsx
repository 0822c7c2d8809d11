import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CheckoutView, type CheckoutSettings } from '@/components/checkout/checkout-view';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { toLocale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { activeOption, cardProviderConfig } from '@/lib/server/payments';
import { sandboxScriptUrl } from '@/lib/server/payments/sandbox';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore, type Store } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/onestepcheckout'>;

const CLIENT_NAMESPACES = [
  'checkoutUi',
  'addresses',
  'validation',
  'errors',
  'product',
  'snackbar',
] as const;

/** The order the methods are offered in: Pix first (the cash price), then card, then boleto. */
const METHOD_ORDER: readonly PaymentMethodGroup[] = ['pix', 'creditCard', 'billet'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'checkoutUi' });
  return pageMetadata(store, locale, {
    path: '/onestepcheckout',
    title: t('title'),
    noindex: true,
  });
}

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
 * `/onestepcheckout`: the frame (title, the store's methods and maintenance state) renders on
 * the server; the steps are the shopper's own and render in the browser (CheckoutView).
 */
export default async function CheckoutPage({ params }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const [t, th, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'checkoutUi' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'maintenance' }),
  ]);
  // This provider replaces the layout's: every namespace the steps read travels here.
  const messages = Object.fromEntries(
    CLIENT_NAMESPACES.map((n) => [n, messagesByLocale[locale][n]]),
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('cart'), href: '/onestepcheckout/carrinho' },
          { name: t('title'), href: '/onestepcheckout' },
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">{t('title')}</h1>
      {store.maintenance ? (
        // SPEC.md section 8: a store in maintenance takes no orders (the API refuses them too).
        <div className="mt-6 grid justify-items-start gap-4">
          <p
            role="alert"
            data-testid="checkout-maintenance"
            className="rounded-lg bg-amber-100 p-4 font-medium text-amber-900"
          >
            {tm('banner')}
          </p>
          <Link href="/" className="font-medium text-[var(--store-primary)] underline">
            {t('backHome')}
          </Link>
        </div>
      ) : (
        <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Sao_Paulo">
          <CheckoutView settings={checkoutSettings(store)} />
        </NextIntlClientProvider>
      )}
    </div>
  );
}

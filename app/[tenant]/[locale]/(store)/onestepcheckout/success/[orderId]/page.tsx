import { TestPaymentsNotice } from '@/components/checkout/test-payments-notice';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PersonalPage } from '@/components/layout/personal-page';
import { CheckoutSuccess } from '@/components/orders/checkout-success';
import { checkoutOrderParams } from '@/lib/contracts/checkout';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/onestepcheckout/success/[orderId]'>;

/** One placeholder for the build (ADR 0002); every real order renders on request. */
export function generateStaticParams() {
  return [{ orderId: BUILD_PLACEHOLDER_TENANT }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale, orderId } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'checkoutSuccess' });
  return pageMetadata(store, locale, {
    path: `/onestepcheckout/success/${orderId}`,
    title: t('pageTitle'),
    noindex: true,
  });
}

/**
 * `/onestepcheckout/success/{orderId}` ('Pedido realizado'): the frame here, the same for
 * everyone; the order, its payment and the following of a Pix or boleto in the browser, for the
 * logged-in buyer only. Under /onestepcheckout: no bottom bar.
 */
export default async function CheckoutSuccessPage({ params }: Props) {
  const { tenant, locale: rawLocale, orderId } = await params;
  const store = await getStore(tenant);
  if (!store || !checkoutOrderParams.safeParse({ orderId }).success) notFound();
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'checkoutSuccess' });
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path={`/onestepcheckout/success/${orderId}`}
      title={t('pageTitle')}
      namespaces={['checkoutSuccess', 'orders', 'payment']}
    >
      <TestPaymentsNotice store={store} locale={locale} />
      <CheckoutSuccess orderId={orderId} storeName={store.name} />
    </PersonalPage>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CheckoutSection } from '@/components/checkout/checkout-section';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

type Props = PageProps<'/[tenant]/[locale]/onestepcheckout'>;

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

/**
 * `/onestepcheckout`: the frame (title, the store's methods and maintenance state) renders on
 * the server; the steps are the shopper's own and render in the browser (CheckoutView).
 */
export default async function CheckoutPage({ params }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'checkoutUi' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTypeMark type="checkout" />
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
      <CheckoutSection store={store} locale={locale} />
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CompareView } from '@/components/comparison/compare-view';
import { PersonalPage } from '@/components/layout/personal-page';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/comparacao-produtos'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'comparePage' });
  return pageMetadata(store, locale, {
    path: '/comparacao-produtos',
    title: t('title'),
    noindex: true,
  });
}

/** `/comparacao-produtos`: the products chosen for comparison, side by side. */
export default async function ComparePage({ params }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'comparePage' });
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path="/comparacao-produtos"
      title={t('title')}
      namespaces={['comparePage', 'comparison', 'product', 'productPage', 'favourites']}
    >
      <CompareView
        store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
        locale={locale}
      />
    </PersonalPage>
  );
}

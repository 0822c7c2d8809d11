import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { WishlistView } from '@/components/favourites/wishlist-view';
import { PersonalPage } from '@/components/layout/personal-page';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/wishlist'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'wishlist' });
  return pageMetadata(store, locale, { path: '/wishlist', title: t('title'), noindex: true });
}

/** `/wishlist`: the shopper's favourites, kept in the browser (and on the server when logged in). */
export default async function WishlistPage({ params }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'wishlist' });
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path="/wishlist"
      title={t('title')}
      namespaces={['wishlist', 'product', 'favourites', 'comparison']}
    >
      <WishlistView
        store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
        locale={locale}
      />
    </PersonalPage>
  );
}

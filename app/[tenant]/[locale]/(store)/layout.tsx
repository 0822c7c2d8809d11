import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CartDrawerHost } from '@/components/cart/cart-button';
import { CompareBar } from '@/components/comparison/compare-bar';
import { BottomBar } from '@/components/layout/bottom-bar';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PopupHost } from '@/components/popups/lazy';
import { compareBarLabels } from '@/components/product/personal-labels';
import { toLocale } from '@/lib/i18n/config';
import { getMenuCategories, getStore } from '@/lib/store/data';

/**
 * The store's chrome around every store page: header with the menu, cart drawer, footer,
 * comparison bar, the phone's bottom bar and the pop-ups. The corporate portal
 * (portal/[customer]) has a header of its own and none of these.
 */
export default async function StoreChromeLayout({
  children,
  params,
}: LayoutProps<'/[tenant]/[locale]'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const store = await getStore(tenant);
  if (!store) notFound();
  const [categories, tc] = await Promise.all([
    getMenuCategories(store.id),
    getTranslations({ locale, namespace: 'comparison' }),
  ]);
  return (
    <>
      <Header store={store} categories={categories} locale={locale} />
      <CartDrawerHost />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <Footer store={store} locale={locale} />
      <CompareBar labels={compareBarLabels((k) => tc.raw(k))} />
      <BottomBar store={store} locale={locale} />
      <PopupHost />
    </>
  );
}

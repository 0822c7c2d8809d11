import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CartContents } from '@/components/cart/cart-contents';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

type Props = PageProps<'/[tenant]/[locale]/onestepcheckout/carrinho'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'cartUi' });
  return pageMetadata(store, locale, {
    path: '/onestepcheckout/carrinho',
    title: t('pageTitle'),
    noindex: true,
  });
}

/** `/onestepcheckout/carrinho`: the shopper's cart, drawn in the browser (it is personal). */
export default async function CartPage({ params }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'cartUi' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTypeMark type="cart" />
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('pageTitle'), href: '/onestepcheckout/carrinho' },
        ]}
      />
      <h1 className="mt-4 mb-6 text-2xl font-bold">{t('pageTitle')}</h1>
      <CartContents layout="page" />
    </div>
  );
}

import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CartContents } from '@/components/cart/cart-contents';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { SkuListForm } from '@/components/portal/sku-list-form';
import { toLocale } from '@/lib/i18n/config';
import { getPortalView } from '@/lib/portal/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]/carrinho'>;

/**
 * `/portal/{customer}/carrinho`: the store's cart with the portal's prefix (its checkout is the
 * portal's), and ordering by SKU list.
 */
export default function PortalCartPage({ params }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalCart params={params} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalCart({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, customer } = await params;
  const locale = toLocale(rawLocale);
  const [view, t] = await Promise.all([
    getPortalView(tenant, locale, customer, 'cart'),
    getTranslations({ locale, namespace: 'portal' }),
  ]);
  if (view.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (view.access === 'not-found') notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t('cartTitle')}</h1>
      <div className="grid gap-8">
        <SkuListForm
          customer={customer}
          labels={{
            title: t('skuListTitle'),
            hint: t('skuListHint'),
            field: t('skuListField'),
            upload: t('skuListUpload'),
            submit: t('skuListSubmit'),
            sending: t('skuListSending'),
            problems: t('skuListProblems'),
            failed: t('skuListFailed'),
          }}
        />
        <CartContents layout="page" portal={view.portal} />
      </div>
    </div>
  );
}

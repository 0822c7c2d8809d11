import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { ProductPage } from '@/components/product/product-page';
import { toLocale } from '@/lib/i18n/config';
import { getPortalRoute } from '@/lib/portal/data';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]/[product]'>;

/** Like the store's pages (docs/adr/0002): one placeholder at build; portals render per request. */
export function generateStaticParams() {
  return [{ product: BUILD_PLACEHOLDER_TENANT }];
}

/** `/portal/{customer}/{product}`: the store's product page inside the portal (SPEC.md section 2). */
export default function PortalProductPage({ params }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalProduct params={params} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalProduct({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, customer, product } = await params;
  const locale = toLocale(rawLocale);
  const [answer, t] = await Promise.all([
    getPortalRoute(tenant, locale, `/portal/${customer}/${product}`),
    getTranslations({ locale, namespace: 'portal' }),
  ]);
  if (answer.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (answer.access === 'not-found' || answer.route.type !== 'product') notFound();
  return <ProductPage product={answer.route.content} store={answer.store} locale={locale} />;
}

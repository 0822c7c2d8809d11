import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBuilder } from '@/components/content/page-builder';
import { resolveContent } from '@/components/content/registry';
import { ProductCard } from '@/components/product/product-card';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { getListing } from '@/lib/catalog/data';
import { parseListingState } from '@/lib/contracts/listing';
import { toLocale } from '@/lib/i18n/config';
import { getPortalRoute } from '@/lib/portal/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]'>;

/**
 * `/portal/{customer}`: the company's page-builder content and the catalogue, whose products
 * open inside the portal; the login form for someone not logged in.
 */
export default function PortalHomePage({ params }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalHome params={params} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalHome({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, customer } = await params;
  const locale = toLocale(rawLocale);
  const [answer, t] = await Promise.all([
    getPortalRoute(tenant, locale, `/portal/${customer}`),
    getTranslations({ locale, namespace: 'portal' }),
  ]);
  if (answer.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (answer.access === 'not-found' || answer.route.type !== 'content') notFound();
  const { store, route } = answer;
  const listing = await getListing(store.id, undefined, parseListingState(undefined));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{route.portal.customerName}</h1>
      <PageBuilder blocks={resolveContent(route.content.json, locale)} ctx={{ store, locale }} />
      <section aria-labelledby="portal-catalog" className="mt-10">
        <h2 id="portal-catalog" className="text-2xl font-semibold">
          {t('catalog')}
        </h2>
        <p className="mt-1 text-neutral-700">{t('catalogText')}</p>
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {listing.products.map((product, i) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                store={store}
                locale={locale}
                priority={i < 4}
                linkBase={route.portal.url}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

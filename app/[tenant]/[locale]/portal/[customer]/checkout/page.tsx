import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CheckoutSection } from '@/components/checkout/checkout-section';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { toLocale } from '@/lib/i18n/config';
import { getPortalCompanies } from '@/lib/portal/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]/checkout'>;

/**
 * `/portal/{customer}/checkout`: the store's checkout with the portal's prefix, delivering to a
 * company of the group with the buyer's purchase order and cost centre.
 */
export default function PortalCheckoutPage({ params }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalCheckout params={params} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalCheckout({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, customer } = await params;
  const locale = toLocale(rawLocale);
  const [answer, t, tc] = await Promise.all([
    getPortalCompanies(tenant, locale, customer, 'checkout'),
    getTranslations({ locale, namespace: 'portal' }),
    getTranslations({ locale, namespace: 'checkoutUi' }),
  ]);
  if (answer.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (answer.access === 'not-found') notFound();
  const { store, portal, data: companies } = answer;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold md:text-3xl">{tc('title')}</h1>
      <CheckoutSection
        store={store}
        locale={locale}
        portal={{ customer, url: portal.url, cartUrl: portal.cartUrl, companies }}
      />
    </div>
  );
}

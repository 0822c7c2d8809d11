import { TestPaymentsNotice } from '@/components/checkout/test-payments-notice';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OrderPaymentDetails } from '@/components/orders/order-payment-details';
import { PlacedOrderView } from '@/components/orders/placed-order-view';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPaymentFollowUp } from '@/components/portal/portal-payment-follow-up';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { ReorderButton } from '@/components/portal/reorder-button';
import { orderNumberParams } from '@/lib/contracts/orders';
import { toLocale } from '@/lib/i18n/config';
import { getPortalOrderView } from '@/lib/portal/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]/pedidos/[number]'>;

/**
 * `/portal/{customer}/pedidos/{id}`: one order of the portal within the visitor's scope (the
 * company's for its administrator, their own for a buyer): who bought it for which company, the
 * purchase order and cost centre, the items, totals, payment (the boleto to pay) and timeline,
 * and Comprar novamente. Right after the checkout (`?novo=1`) it thanks the buyer.
 */
export default function PortalOrderPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalOrder params={params} searchParams={searchParams} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalOrder({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale, customer, number: rawNumber }, query] = await Promise.all([
    params,
    searchParams,
  ]);
  const locale = toLocale(rawLocale);
  const parsed = orderNumberParams.safeParse({ number: rawNumber });
  if (!parsed.success) notFound();
  const [answer, t, ts] = await Promise.all([
    getPortalOrderView(tenant, locale, customer, parsed.data.number),
    getTranslations({ locale, namespace: 'portal' }),
    getTranslations({ locale, namespace: 'checkoutSuccess' }),
  ]);
  if (answer.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (answer.access === 'not-found') notFound();
  const { store, portal, data: order } = answer;
  const references = [
    { label: t('orderBuyer'), value: order.buyer, id: 'buyer' },
    { label: t('orderCompany'), value: order.company, id: 'company' },
    { label: t('orderPurchaseOrder'), value: order.purchaseOrder, id: 'purchase-order' },
    { label: t('orderCostCentre'), value: order.costCentre, id: 'cost-centre' },
  ];
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Link
        href={`${portal.url}/pedidos`}
        className="justify-self-start text-sm font-medium text-[var(--store-primary)] underline"
      >
        {t('orderBack')}
      </Link>
      <h1 className="text-2xl font-bold">{t('orderTitle')}</h1>
      <TestPaymentsNotice store={store} locale={locale} />
      {query.novo === '1' && (
        <div
          role="status"
          className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <p className="font-semibold">{ts('thanks')}</p>
          <p>{ts('received', { number: order.number })}</p>
        </div>
      )}
      <dl
        className="grid gap-3 rounded-xl border border-neutral-200 p-4 text-sm sm:grid-cols-2"
        data-testid="portal-order-references"
      >
        {references.map((r) => (
          <div key={r.id}>
            <dt className="text-neutral-600">{r.label}</dt>
            <dd className="font-medium" data-testid={`portal-order-${r.id}`}>
              {r.value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
      <PortalPaymentFollowUp status={order.status} payment={order.payment} />
      <ClientMessages locale={locale} namespaces={['orders', 'payment']}>
        <ReorderButton
          customer={customer}
          number={order.number}
          cartUrl={portal.cartUrl}
          labels={{
            reorder: t('reorder'),
            sending: t('reorderSending'),
            failed: t('reorderFailed'),
            toCart: t('toCart'),
          }}
        />
        <PlacedOrderView
          order={order}
          payment={
            order.payment && (
              <OrderPaymentDetails
                payment={order.payment}
                orderNumber={order.number}
                storeName={store.name}
              />
            )
          }
        />
      </ClientMessages>
    </div>
  );
}

import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import { formatMoney, toCents } from '@/lib/domain/money';
import { intlLocale, toLocale } from '@/lib/i18n/config';
import { getPortalOrders } from '@/lib/portal/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]/pedidos'>;

/**
 * `/portal/{customer}/pedidos`: the company's orders for its administrator, a buyer's own for a
 * buyer, with who bought, for which company and the buyer's references.
 */
export default function PortalOrdersPage({ params }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalOrders params={params} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalOrders({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, customer } = await params;
  const locale = toLocale(rawLocale);
  const [answer, t, to] = await Promise.all([
    getPortalOrders(tenant, locale, customer),
    getTranslations({ locale, namespace: 'portal' }),
    getTranslations({ locale, namespace: 'orders' }),
  ]);
  if (answer.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (answer.access === 'not-found') notFound();
  const { store, portal, data: orders } = answer;
  const date = new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'short',
    timeZone: STORE_TIME_ZONE,
  });
  const cell = 'px-3 py-2 text-left';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('ordersTitle')}</h1>
      {portal.role === 'admin' && <p className="mt-1 text-neutral-700">{t('ordersCompany')}</p>}
      {orders.length === 0 ? (
        <div className="mt-6 grid justify-items-start gap-3">
          <p>{t('noOrders')}</p>
          <Link href={portal.url} className="font-medium text-[var(--store-primary)] underline">
            {t('catalog')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-neutral-200 bg-white">
          <table className="w-full text-sm" data-testid="portal-orders">
            <thead className="bg-neutral-100 text-neutral-700">
              <tr>
                <th scope="col" className={cell}>
                  {t('orderNumber')}
                </th>
                <th scope="col" className={cell}>
                  {t('orderDate')}
                </th>
                <th scope="col" className={cell}>
                  {t('orderBuyer')}
                </th>
                <th scope="col" className={cell}>
                  {t('orderCompany')}
                </th>
                <th scope="col" className={cell}>
                  {t('orderPurchaseOrder')}
                </th>
                <th scope="col" className={cell}>
                  {t('orderCostCentre')}
                </th>
                <th scope="col" className={cell}>
                  {t('orderStatus')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('orderTotal')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {orders.map((order) => (
                <tr key={order.number}>
                  <td className={`${cell} font-semibold`}>
                    <Link
                      href={`${portal.url}/pedidos/${order.number}`}
                      className="text-[var(--store-primary)] underline"
                    >
                      {order.number}
                    </Link>
                  </td>
                  <td className={cell}>{date.format(new Date(order.createdAt))}</td>
                  <td className={cell}>{order.buyer ?? '—'}</td>
                  <td className={cell}>{order.company ?? '—'}</td>
                  <td className={cell}>{order.purchaseOrder ?? '—'}</td>
                  <td className={cell}>{order.costCentre ?? '—'}</td>
                  <td className={cell}>
                    <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 font-medium">
                      {to(`status.${order.status}`)}
                    </span>
                  </td>
                  <td className={`${cell} text-right font-semibold`}>
                    {formatMoney(toCents(order.totalFinal), locale, store.usdPerBrl)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

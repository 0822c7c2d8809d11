import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminList, listHref, listLabels, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { OrderFilters } from '@/components/admin/order-filters';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { adminOrderListQuery, type AdminOrderRow } from '@/lib/contracts/back-office';
import { apiPath } from '@/lib/contracts/endpoints';
import { formatReais } from '@/lib/domain/money';
import { toLocale } from '@/lib/i18n/config';
import { listAdminOrders } from '@/lib/server/services/admin-orders';

type Props = PageProps<'/[tenant]/[locale]/admin/pedidos'>;

/** `/admin/pedidos`: the store's orders, for the owner and the orders operators. */
export default function AdminOrdersPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminOrders params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminOrders({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(adminOrderListQuery, raw);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listAdminOrders(db, ctx, query));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const list = answer.data;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getFormatter({ locale }),
  ]);
  const c = (key: string) => t(`orderColumns.${key}`);
  const columns: AdminColumn<AdminOrderRow>[] = [
    {
      key: 'number',
      label: c('number'),
      sort: 'number',
      cell: (o) => (
        <Link href={`/admin/pedidos/${o.number}`} className="font-semibold text-blue-800 underline">
          {o.number}
        </Link>
      ),
    },
    {
      key: 'placedAt',
      label: c('placedAt'),
      sort: 'placedAt',
      cell: (o) => (
        <time dateTime={o.placedAt}>
          {format.dateTime(new Date(o.placedAt), { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      ),
    },
    {
      key: 'customer',
      label: c('customer'),
      sort: 'customer',
      cell: (o) => (
        <>
          <span className="block">{o.customerName ?? '—'}</span>
          <span className="block text-xs text-neutral-600">{o.customerEmail}</span>
        </>
      ),
    },
    { key: 'status', label: c('status'), sort: 'status', cell: (o) => o.statusLabel },
    { key: 'method', label: c('method'), cell: (o) => o.methodLabel ?? '—' },
    { key: 'channel', label: c('channel'), cell: (o) => o.channel },
    {
      key: 'total',
      label: c('total'),
      sort: 'total',
      align: 'right',
      cell: (o) => formatReais(o.totalFinal),
    },
  ];
  const state = { ...query };
  const sort = query.sort ?? 'placedAt';
  const dir = query.dir ?? (query.sort ? 'asc' : 'desc');
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('orders.heading')}</h1>
      <OrderFilters locale={locale} query={query} />
      <AdminList
        caption={t('orders.heading')}
        columns={columns}
        rows={list.items}
        rowKey={(o) => o.number}
        path="/admin/pedidos"
        query={state}
        sort={sort}
        dir={dir}
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        labels={{
          count: t('orders.count', { count: list.total }),
          empty: t('orders.empty'),
          ...listLabels(t),
        }}
        toolbar={
          <a
            href={listHref(apiPath('exportAdminOrders'), { ...state, page: undefined })}
            className={secondaryButtonClass}
            download
          >
            {t('orders.export')}
          </a>
        }
      />
    </div>
  );
}

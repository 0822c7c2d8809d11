import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminList, listLabels, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { BulkSelection, SelectAll, SelectRow } from '@/components/admin/bulk-selection';
import { ProductBulkBar } from '@/components/admin/product-bulk-bar';
import { ProductFilters } from '@/components/admin/product-filters';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { apiPath } from '@/lib/contracts/endpoints';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { adminProductListQuery, type AdminProductRow } from '@/lib/contracts/back-office-products';
import { formatReais } from '@/lib/domain/money';
import { toLocale } from '@/lib/i18n/config';
import { listCategoryOptions } from '@/lib/server/services/admin-categories';
import { listAdminProducts } from '@/lib/server/services/admin-products';

type Props = PageProps<'/[tenant]/[locale]/admin/produtos'>;

/** `/admin/produtos`: the store's products, for the owner and the catalog operators. */
export default function AdminProductsPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminProducts params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminProducts({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(adminProductListQuery, raw);
  const answer = await backOfficeData(tenant, locale, async (db, ctx) => {
    const [list, categories] = await Promise.all([
      listAdminProducts(db, ctx, query),
      listCategoryOptions(db, ctx),
    ]);
    return { list, categories };
  });
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const { list, categories } = answer.data;
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  const c = (key: string) => t(`productList.columns.${key}`);
  const columns: AdminColumn<AdminProductRow>[] = [
    {
      key: 'select',
      label: c('select'),
      header: <SelectAll label={t('productList.selectAll')} />,
      cell: (p) => <SelectRow id={p.id} label={t('productList.selectRow', { name: p.name })} />,
    },
    {
      key: 'product',
      label: c('product'),
      sort: 'name',
      cell: (p) => (
        <span className="flex items-center gap-3">
          {p.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- a 40 px thumbnail of the store's media
            <img
              src={p.image}
              alt=""
              width={40}
              height={40}
              className="size-10 rounded object-contain"
            />
          ) : (
            <span className="size-10 rounded bg-neutral-100" />
          )}
          <Link href={`/admin/produtos/${p.id}`} className="font-semibold text-blue-800 underline">
            {p.name}
          </Link>
        </span>
      ),
    },
    { key: 'sku', label: c('sku'), sort: 'sku', cell: (p) => p.sku },
    { key: 'categories', label: c('categories'), cell: (p) => p.categories.join(', ') || '—' },
    {
      key: 'price',
      label: c('price'),
      sort: 'price',
      align: 'right',
      cell: (p) => (
        <>
          {p.finalPrice < p.price && (
            <span className="block text-xs text-neutral-500 line-through">
              {formatReais(p.price)}
            </span>
          )}
          {formatReais(p.finalPrice)}
        </>
      ),
    },
    {
      key: 'stock',
      label: c('stock'),
      sort: 'stock',
      align: 'right',
      cell: (p) => (
        <>
          {p.stock}
          {p.pendingStockAlerts > 0 && (
            <span className="block text-xs text-amber-800">
              {t('productList.alerts', { count: p.pendingStockAlerts })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'visible',
      label: c('visible'),
      cell: (p) => (p.visible ? t('productList.shown') : t('productList.hidden')),
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('productList.heading')}</h1>
        <div className="flex flex-wrap gap-2">
          <a href={apiPath('exportAdminProducts')} download className={secondaryButtonClass}>
            {t('import.export')}
          </a>
          <a
            href={`${apiPath('exportAdminProducts')}?format=xlsx`}
            download
            className={secondaryButtonClass}
          >
            {t('import.exportXlsx')}
          </a>
          <Link href="/admin/produtos/importar" className={secondaryButtonClass}>
            {t('import.importLink')}
          </Link>
          <Link href="/admin/produtos/novo" className={primaryButtonClass}>
            {t('productList.new')}
          </Link>
        </div>
      </div>
      <ProductFilters locale={locale} query={query} categories={categories} />
      <AdminMessages locale={locale}>
        <BulkSelection ids={list.items.map((p) => p.id)}>
          <ProductBulkBar categories={categories} />
          <AdminList
            caption={t('productList.heading')}
            columns={columns}
            rows={list.items}
            rowKey={(p) => p.id}
            path="/admin/produtos"
            query={{ ...query }}
            sort={query.sort ?? 'name'}
            dir={query.dir ?? 'asc'}
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            labels={{
              count: t('productList.count', { count: list.total }),
              empty: t('productList.empty'),
              ...listLabels(t),
            }}
          />
        </BulkSelection>
      </AdminMessages>
    </div>
  );
}

import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminWholeList, ListWithEditor, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { CouponForm } from '@/components/admin/coupon-form';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { adminCouponEditQuery, type AdminCoupon } from '@/lib/contracts/back-office-coupons';
import { formatReais } from '@/lib/domain/money';
import { toLocale } from '@/lib/i18n/config';
import { listCategoryOptions } from '@/lib/server/services/admin-categories';
import { listAdminCoupons } from '@/lib/server/services/admin-coupons';

type Props = PageProps<'/[tenant]/[locale]/admin/cupons'>;

/** `/admin/cupons`: the store's coupons and their uses, for the catalog's people. */
export default function AdminCouponsPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminCoupons params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminCoupons({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(adminCouponEditQuery, raw);
  const answer = await backOfficeData(tenant, locale, async (db, ctx) => {
    const [coupons, categories] = await Promise.all([
      listAdminCoupons(db, ctx),
      listCategoryOptions(db, ctx),
    ]);
    return { coupons, categories };
  });
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const { coupons, categories } = answer.data;
  const editing = coupons.find((c) => c.id === query.editar) ?? null;
  const open = editing !== null || query.novo === '1';
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getFormatter({ locale }),
  ]);
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const c = (key: string) => t(`coupons.columns.${key}`);
  const columns: AdminColumn<AdminCoupon>[] = [
    { key: 'code', label: c('code'), cell: (k) => <code className="font-semibold">{k.code}</code> },
    {
      key: 'discount',
      label: c('discount'),
      cell: (k) =>
        k.discountType === 'fixed'
          ? t('coupons.fixedOff', { amount: formatReais(k.value) })
          : t('coupons.percentOff', { value: k.value }),
    },
    {
      key: 'window',
      label: c('window'),
      cell: (k) =>
        [
          k.startsAt && t('coupons.from', { date: date(k.startsAt) }),
          k.expiresAt && t('coupons.until', { date: date(k.expiresAt) }),
        ]
          .filter(Boolean)
          .join(' ') || t('coupons.always'),
    },
    {
      key: 'rules',
      label: c('rules'),
      cell: (k) => (
        <ul className="text-sm">
          {k.minSubtotal !== null && (
            <li>{t('coupons.minRule', { amount: formatReais(k.minSubtotal) })}</li>
          )}
          {k.firstPurchaseOnly && <li>{t('coupons.firstRule')}</li>}
          {k.perCustomerLimit !== null && (
            <li>{t('coupons.perCustomerRule', { count: k.perCustomerLimit })}</li>
          )}
          {k.productSkus.length + k.categoryIds.length > 0 && (
            <li>{t('coupons.restrictedRule')}</li>
          )}
        </ul>
      ),
    },
    {
      key: 'uses',
      label: c('uses'),
      cell: (k) =>
        k.usageLimit === null ? k.uses : t('coupons.usesOf', { uses: k.uses, limit: k.usageLimit }),
    },
    { key: 'state', label: c('state'), cell: (k) => t(`coupons.states.${k.state}`) },
    {
      key: 'actions',
      label: c('actions'),
      cell: (k) => (
        <Link
          href={`/admin/cupons?editar=${k.id}`}
          className="text-blue-800 underline"
          aria-label={`${t('coupons.edit')}: ${k.code}`}
        >
          {t('coupons.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('coupons.heading')}</h1>
        <Link href="/admin/cupons?novo=1" className={primaryButtonClass}>
          {t('coupons.new')}
        </Link>
      </div>
      <p className="text-neutral-700">{t('coupons.intro')}</p>
      <AdminMessages locale={locale}>
        <ListWithEditor
          editorWidth="28rem"
          list={
            <AdminWholeList
              caption={t('coupons.heading')}
              columns={columns}
              rows={coupons}
              rowKey={(k) => k.id}
              path="/admin/cupons"
              count={t('coupons.count', { count: coupons.length })}
              empty={t('coupons.count', { count: 0 })}
              t={t}
            />
          }
          editor={
            open ? (
              <CouponForm key={editing?.id ?? 'new'} coupon={editing} categories={categories} />
            ) : null
          }
        />
      </AdminMessages>
    </div>
  );
}

import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminWholeList, ListWithEditor, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { AttributeForm } from '@/components/admin/attribute-form';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { adminAttributeEditQuery, type AdminAttribute } from '@/lib/contracts/back-office-catalog';
import { toLocale } from '@/lib/i18n/config';
import { listAdminAttributes } from '@/lib/server/services/admin-attributes';

type Props = PageProps<'/[tenant]/[locale]/admin/atributos'>;

/** `/admin/atributos`: the store's attributes and their options, for the catalog's people. */
export default function AdminAttributesPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminAttributes params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminAttributes({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(adminAttributeEditQuery, raw);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listAdminAttributes(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const attributes = answer.data;
  const editing = attributes.find((a) => a.id === query.editar) ?? null;
  const open = editing !== null || query.novo === '1';
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  const c = (key: string) => t(`attributes.columns.${key}`);
  const columns: AdminColumn<AdminAttribute>[] = [
    { key: 'name', label: c('name'), cell: (a) => <span className="font-medium">{a.name}</span> },
    { key: 'code', label: c('code'), cell: (a) => <code className="text-xs">{a.code}</code> },
    { key: 'type', label: c('type'), cell: (a) => t(`attributes.types.${a.type}`) },
    {
      key: 'filterable',
      label: c('filterable'),
      cell: (a) => (a.filterable ? t('attributes.yes') : t('attributes.no')),
    },
    {
      key: 'options',
      label: c('options'),
      cell: (a) => (
        <span className="line-clamp-2 text-sm">{a.options.map((o) => o.name).join(', ')}</span>
      ),
    },
    { key: 'products', label: c('products'), cell: (a) => a.productCount },
    {
      key: 'actions',
      label: c('actions'),
      cell: (a) => (
        <Link
          href={`/admin/atributos?editar=${a.id}`}
          className="text-blue-800 underline"
          aria-label={`${t('attributes.edit')}: ${a.name}`}
        >
          {t('attributes.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('attributes.heading')}</h1>
        <Link href="/admin/atributos?novo=1" className={primaryButtonClass}>
          {t('attributes.new')}
        </Link>
      </div>
      <p className="text-neutral-700">{t('attributes.intro')}</p>
      <AdminMessages locale={locale}>
        <ListWithEditor
          editorWidth="26rem"
          list={
            <AdminWholeList
              caption={t('attributes.heading')}
              columns={columns}
              rows={attributes}
              rowKey={(a) => a.id}
              path="/admin/atributos"
              count={t('attributes.count', { count: attributes.length })}
              empty={t('attributes.count', { count: 0 })}
              t={t}
            />
          }
          editor={open ? <AttributeForm key={editing?.id ?? 'new'} attribute={editing} /> : null}
        />
      </AdminMessages>
    </div>
  );
}

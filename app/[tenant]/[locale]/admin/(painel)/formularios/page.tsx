import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminWholeList, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import type { AdminContactForm } from '@/lib/contracts/back-office-forms';
import { toLocale } from '@/lib/i18n/config';
import { listAdminContactForms } from '@/lib/server/services/admin-forms';

type Props = PageProps<'/[tenant]/[locale]/admin/formularios'>;

/** `/admin/formularios`: the store's contact forms, for the content team. */
export default function AdminContactFormsPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminContactForms params={params} />
    </Suspense>
  );
}

async function AdminContactForms({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listAdminContactForms(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const forms = answer.data;
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  const c = (key: string) => t(`forms.columns.${key}`);
  const columns: AdminColumn<AdminContactForm>[] = [
    { key: 'name', label: c('name'), cell: (f) => <span className="font-semibold">{f.name}</span> },
    { key: 'key', label: c('key'), cell: (f) => (f.key ? <code>{f.key}</code> : '—') },
    { key: 'recipient', label: c('recipient'), cell: (f) => f.recipientEmail },
    {
      key: 'fields',
      label: c('fields'),
      cell: (f) => t('forms.fieldsCount', { count: f.fields.length }),
    },
    { key: 'messages', label: c('messages'), cell: (f) => f.messages },
    {
      key: 'actions',
      label: c('actions'),
      cell: (f) => (
        <Link
          href={`/admin/formularios/${f.id}`}
          className="text-blue-800 underline"
          aria-label={`${t('forms.edit')}: ${f.name}`}
        >
          {t('forms.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('forms.heading')}</h1>
        <Link href="/admin/formularios/novo" className={primaryButtonClass}>
          {t('forms.new')}
        </Link>
      </div>
      <p className="text-neutral-700">{t('forms.intro')}</p>
      <AdminWholeList
        caption={t('forms.heading')}
        columns={columns}
        rows={forms}
        rowKey={(f) => f.id}
        path="/admin/formularios"
        count={t('forms.count', { count: forms.length })}
        empty={t('forms.count', { count: 0 })}
        t={t}
      />
    </div>
  );
}

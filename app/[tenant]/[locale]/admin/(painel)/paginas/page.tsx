import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminWholeList, ListWithEditor, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { NewPageForm } from '@/components/admin/page-editor/new-page-form';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import type { PageSummary } from '@/lib/contracts/back-office-pages';
import { HOME_PAGE_URL } from '@/lib/domain/store-pages';
import { toLocale } from '@/lib/i18n/config';
import { listPages } from '@/lib/server/services/admin-pages';

type Props = PageProps<'/[tenant]/[locale]/admin/paginas'>;

/** `/admin/paginas`: the home and the content pages, for the content team (issue 30 item 1). */
export default function AdminPagesPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminPages params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminPages({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, query] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listPages(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const pages = answer.data;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getFormatter({ locale }),
  ]);
  const p = (key: string) => t(`pages.columns.${key}`);
  const columns: AdminColumn<PageSummary>[] = [
    { key: 'name', label: p('name'), cell: (page) => page.name },
    {
      key: 'url',
      label: p('url'),
      cell: (page) =>
        page.url === HOME_PAGE_URL ? t('pages.homeAddress') : <code>/{page.url}</code>,
    },
    {
      key: 'status',
      label: p('status'),
      cell: (page) =>
        page.status === 'scheduled' && page.publishAt
          ? t('pages.scheduledFor', {
              date: format.dateTime(new Date(page.publishAt), {
                dateStyle: 'short',
                timeStyle: 'short',
              }),
            })
          : t(`pages.statuses.${page.status}`),
    },
    {
      key: 'actions',
      label: p('actions'),
      cell: (page) => (
        <Link
          href={`/admin/paginas/${page.id}`}
          className="text-blue-800 underline"
          aria-label={`${t('pages.edit')}: ${page.name}`}
        >
          {t('pages.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('pages.heading')}</h1>
        <Link href="/admin/paginas?nova=1" className={primaryButtonClass}>
          {t('pages.new')}
        </Link>
      </div>
      <p className="text-neutral-700">{t('pages.intro')}</p>
      <AdminMessages locale={locale}>
        <ListWithEditor
          list={
            <AdminWholeList
              caption={t('pages.heading')}
              columns={columns}
              rows={pages}
              rowKey={(page) => page.id}
              path="/admin/paginas"
              count={t('pages.count', { count: pages.length })}
              empty={t('pages.count', { count: 0 })}
              t={t}
            />
          }
          editor={query.nova === '1' ? <NewPageForm /> : null}
        />
      </AdminMessages>
    </div>
  );
}

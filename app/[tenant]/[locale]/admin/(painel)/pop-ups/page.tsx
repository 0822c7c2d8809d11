import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminWholeList, ListWithEditor, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { PopupForm } from '@/components/admin/popup-form';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { adminPopupEditQuery, type AdminPopup } from '@/lib/contracts/back-office-popups';
import { toLocale } from '@/lib/i18n/config';
import { listAdminPopups } from '@/lib/server/services/admin-popups';

type Props = PageProps<'/[tenant]/[locale]/admin/pop-ups'>;

/** `/admin/pop-ups`: the store's entry and exit pop-ups, for the content team. */
export default function AdminPopupsPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminPopups params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminPopups({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(adminPopupEditQuery, raw);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listAdminPopups(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const popups = answer.data;
  const editing = popups.find((p) => p.id === query.editar) ?? null;
  const open = editing !== null || query.novo === '1';
  const [t, tp, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getTranslations({ locale, namespace: 'popups' }),
    getFormatter({ locale }),
  ]);
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const c = (key: string) => t(`popups.columns.${key}`);
  const columns: AdminColumn<AdminPopup>[] = [
    { key: 'name', label: c('name'), cell: (p) => <span className="font-semibold">{p.name}</span> },
    { key: 'type', label: c('type'), cell: (p) => t(`popups.types.${p.type}`) },
    { key: 'audience', label: c('audience'), cell: (p) => t(`popups.audiences.${p.audience}`) },
    {
      key: 'pages',
      label: c('pages'),
      cell: (p) =>
        p.pages.length === 0 ? (
          t('popups.allPages')
        ) : (
          <ul className="text-sm">
            {p.pages.map((page) => (
              <li key={page}>
                <code>{page}</code>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'window',
      label: c('window'),
      cell: (p) =>
        [
          p.startsAt && t('popups.from', { date: date(p.startsAt) }),
          p.endsAt && t('popups.until', { date: date(p.endsAt) }),
        ]
          .filter(Boolean)
          .join(' ') || t('popups.always'),
    },
    { key: 'status', label: c('status'), cell: (p) => t(`popups.statuses.${p.status}`) },
    {
      key: 'actions',
      label: c('actions'),
      cell: (p) => (
        <Link
          href={`/admin/pop-ups?editar=${p.id}`}
          className="text-blue-800 underline"
          aria-label={`${t('popups.edit')}: ${p.name}`}
        >
          {t('popups.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('popups.heading')}</h1>
        <Link href="/admin/pop-ups?novo=1" className={primaryButtonClass}>
          {t('popups.new')}
        </Link>
      </div>
      <p className="text-neutral-700">{t('popups.intro')}</p>
      <AdminMessages locale={locale}>
        <ListWithEditor
          editorWidth="28rem"
          list={
            <AdminWholeList
              caption={t('popups.heading')}
              columns={columns}
              rows={popups}
              rowKey={(p) => p.id}
              path="/admin/pop-ups"
              count={t('popups.count', { count: popups.length })}
              empty={t('popups.count', { count: 0 })}
              t={t}
            />
          }
          editor={
            open ? (
              <PopupForm
                key={editing?.id ?? 'new'}
                popup={editing}
                dialogLabels={{ close: tp('close'), more: tp('more') }}
              />
            ) : null
          }
        />
      </AdminMessages>
    </div>
  );
}

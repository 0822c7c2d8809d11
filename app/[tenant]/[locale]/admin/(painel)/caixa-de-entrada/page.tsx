import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminList, listHref, listLabels, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { FilterInput, FilterSelect } from '@/components/admin/filter-fields';
import { InboxItemActions } from '@/components/admin/inbox-item-actions';
import { ListFilterForm } from '@/components/admin/list-filter-form';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { inboxListQuery, type InboxItem } from '@/lib/contracts/back-office-inbox';
import { apiPath } from '@/lib/contracts/endpoints';
import { INBOX_KINDS, INBOX_STATUSES } from '@/lib/domain/inbox';
import { toLocale } from '@/lib/i18n/config';
import { listInbox } from '@/lib/server/services/admin-inbox';

type Props = PageProps<'/[tenant]/[locale]/admin/caixa-de-entrada'>;

/**
 * `/admin/caixa-de-entrada`: what shoppers sent the store, for the owner and the orders and
 * content operators: filter, mark handled, assign, export, erase a person's data.
 */
export default function AdminInboxPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminInbox params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminInbox({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(inboxListQuery, raw);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listInbox(db, ctx, query));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const list = answer.data;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getFormatter({ locale }),
  ]);
  const c = (key: string) => t(`inbox.columns.${key}`);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const columns: AdminColumn<InboxItem>[] = [
    {
      key: 'receivedAt',
      label: c('receivedAt'),
      cell: (item) => (
        <>
          <time dateTime={item.receivedAt} className="block">
            {when(item.receivedAt)}
          </time>
          <span className="block text-xs text-neutral-600">{t(`inbox.kinds.${item.kind}`)}</span>
        </>
      ),
    },
    {
      key: 'from',
      label: t('inbox.from'),
      cell: (item) => (
        <>
          <span className="block">{item.name ?? '—'}</span>
          {item.email && <span className="block text-xs text-neutral-600">{item.email}</span>}
          {item.phone && <span className="block text-xs text-neutral-600">{item.phone}</span>}
        </>
      ),
    },
    {
      key: 'subject',
      label: c('subject'),
      cell: (item) => (
        <div className="max-w-md">
          <span className="block font-medium">{item.subject}</span>
          {item.details.length > 0 && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-neutral-700">
              {item.details.map((d, i) => (
                <div key={i} className="contents">
                  <dt className="font-medium">{d.label}</dt>
                  <dd className="break-words whitespace-pre-line">{d.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {item.consent && (
            <p className="mt-1 text-xs text-neutral-700">
              {t('inbox.consent', {
                date: when(item.consent.at),
                source: t(`inbox.consentSources.${item.consent.source}`),
              })}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'status',
      label: c('status'),
      cell: (item) => (
        <span
          className={
            item.handledAt
              ? 'rounded bg-green-100 px-2 py-0.5 text-xs text-green-900'
              : 'rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900'
          }
        >
          {t(item.handledAt ? 'inbox.statuses.handled' : 'inbox.statuses.open')}
        </span>
      ),
    },
    {
      key: 'actions',
      label: c('actions'),
      cell: (item) => <InboxItemActions item={item} operators={list.operators} />,
    },
  ];
  const state = {
    ...query,
    assignee: query.assignee === undefined ? undefined : String(query.assignee),
  };
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">{t('inbox.heading')}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t('inbox.intro')}</p>
      </div>
      <ListFilterForm
        action="/admin/caixa-de-entrada"
        label={t('inbox.filters')}
        apply={t('inbox.apply')}
        clear={t('inbox.clear')}
        sort={{}}
      >
        <FilterInput
          name="q"
          type="search"
          label={t('inbox.search')}
          placeholder={t('inbox.searchPlaceholder')}
          value={query.q}
          className="sm:col-span-2"
        />
        <FilterSelect
          name="kind"
          label={t('inbox.kind')}
          any={t('inbox.anyKind')}
          options={INBOX_KINDS.map((k) => [k, t(`inbox.kinds.${k}`)])}
          value={query.kind}
        />
        <FilterSelect
          name="status"
          label={t('inbox.status')}
          any={t('inbox.anyStatus')}
          options={INBOX_STATUSES.map((s) => [s, t(`inbox.statuses.${s}`)])}
          value={query.status}
        />
        <FilterSelect
          name="assignee"
          label={t('inbox.assignee')}
          any={t('inbox.anyAssignee')}
          options={[
            ['none', t('inbox.nobody')],
            ...list.operators.map((o) => [String(o.id), o.name] as const),
          ]}
          value={state.assignee}
        />
      </ListFilterForm>
      <AdminMessages locale={locale}>
        <AdminList
          caption={t('inbox.heading')}
          columns={columns}
          rows={list.items}
          rowKey={(item) => `${item.kind}-${item.id}`}
          path="/admin/caixa-de-entrada"
          query={state}
          sort={undefined}
          dir="desc"
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          labels={{
            count: t('inbox.count', { count: list.total }),
            empty: t('inbox.empty'),
            ...listLabels(t),
          }}
          toolbar={
            <a
              href={listHref(apiPath('exportInbox'), { ...state, page: undefined })}
              className={secondaryButtonClass}
              download
            >
              {t('inbox.export')}
            </a>
          }
        />
      </AdminMessages>
    </div>
  );
}

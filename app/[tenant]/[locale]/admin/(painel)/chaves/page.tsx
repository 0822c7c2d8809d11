import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminWholeList, ListWithEditor, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { NewApiKeyForm, RevokeApiKey } from '@/components/admin/api-keys';
import { backOfficeData } from '@/lib/back-office/data';
import type { StoreApiKeyView } from '@/lib/contracts/back-office-operators';
import { toLocale } from '@/lib/i18n/config';
import { listStoreApiKeys } from '@/lib/server/services/admin-keys';

type Props = PageProps<'/[tenant]/[locale]/admin/chaves'>;

/** `/admin/chaves`: the store's API keys for its ERP and other systems, the owners' only. */
export default function ApiKeysPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <ApiKeys params={params} />
    </Suspense>
  );
}

async function ApiKeys({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listStoreApiKeys(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getFormatter({ locale }),
  ]);
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const c = (key: string) => t(`keys.columns.${key}`);
  const columns: AdminColumn<StoreApiKeyView>[] = [
    { key: 'name', label: c('name'), cell: (k) => <span className="font-medium">{k.name}</span> },
    {
      key: 'scopes',
      label: c('scopes'),
      cell: (k) => k.scopes.map((s) => t(`keys.scopeNames.${s}`)).join(', '),
    },
    { key: 'created', label: c('created'), cell: (k) => date(k.createdAt) },
    {
      key: 'lastUsed',
      label: c('lastUsed'),
      cell: (k) => (k.lastUsedAt ? date(k.lastUsedAt) : t('keys.never')),
    },
    {
      key: 'status',
      label: c('status'),
      cell: (k) =>
        k.revokedAt ? t('keys.revoked', { date: date(k.revokedAt) }) : t('keys.active'),
    },
    { key: 'actions', label: c('actions'), cell: (k) => <RevokeApiKey apiKey={k} /> },
  ];
  const keys = answer.data;
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('keys.heading')}</h1>
      <p className="text-neutral-700">{t('keys.intro')}</p>
      <AdminMessages locale={locale}>
        <ListWithEditor
          editorFirstOnPhone={false}
          list={
            <AdminWholeList
              caption={t('keys.heading')}
              columns={columns}
              rows={keys}
              rowKey={(k) => k.id}
              path="/admin/chaves"
              count={t('keys.count', { count: keys.length })}
              empty={t('keys.count', { count: 0 })}
              t={t}
            />
          }
          editor={<NewApiKeyForm />}
        />
      </AdminMessages>
    </div>
  );
}

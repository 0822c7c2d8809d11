import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminWholeList, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { AddOperatorForm, OperatorControls } from '@/components/admin/operator-controls';
import { backOfficeData } from '@/lib/back-office/data';
import type { StoreOperatorView } from '@/lib/contracts/back-office-operators';
import { toLocale } from '@/lib/i18n/config';
import { listStoreOperators } from '@/lib/server/services/admin-operators';

type Props = PageProps<'/[tenant]/[locale]/admin/equipe'>;

/** `/admin/equipe`: the store's back-office team, the owners' only. */
export default function TeamPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <Team params={params} />
    </Suspense>
  );
}

async function Team({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listStoreOperators(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getFormatter({ locale }),
  ]);
  const c = (key: string) => t(`operators.columns.${key}`);
  const columns: AdminColumn<StoreOperatorView>[] = [
    { key: 'name', label: c('name'), cell: (o) => <span className="font-medium">{o.name}</span> },
    { key: 'email', label: c('email'), cell: (o) => o.email },
    {
      key: 'totp',
      label: c('totp'),
      cell: (o) => (o.totpEnabled ? t('operators.on') : t('operators.off')),
    },
    {
      key: 'lastLogin',
      label: c('lastLogin'),
      cell: (o) =>
        o.lastLoginAt
          ? format.dateTime(new Date(o.lastLoginAt), { dateStyle: 'short', timeStyle: 'short' })
          : t('operators.never'),
    },
    {
      key: 'status',
      label: c('status'),
      cell: (o) => (o.active ? t('operators.active') : t('operators.inactive')),
    },
    { key: 'actions', label: c('actions'), cell: (o) => <OperatorControls operator={o} /> },
  ];
  const team = answer.data;
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('operators.heading')}</h1>
      <p className="text-neutral-700">{t('operators.intro')}</p>
      <AdminMessages locale={locale}>
        <AdminWholeList
          caption={t('operators.heading')}
          columns={columns}
          rows={team}
          rowKey={(o) => o.id}
          path="/admin/equipe"
          count={t('operators.count', { count: team.length })}
          empty={t('operators.count', { count: 0 })}
          t={t}
        />
        <AddOperatorForm />
      </AdminMessages>
    </div>
  );
}

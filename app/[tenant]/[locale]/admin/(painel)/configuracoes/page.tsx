import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { StoreDomains } from '@/components/admin/store-domains';
import { StoreSettingsForm } from '@/components/admin/store-settings-form';
import { backOfficeData } from '@/lib/back-office/data';
import { toLocale } from '@/lib/i18n/config';
import { getStoreSettings } from '@/lib/server/services/admin-settings';
import { requestHost } from '@/lib/server/tenancy/resolve';

type Props = PageProps<'/[tenant]/[locale]/admin/configuracoes'>;

/** `/admin/configuracoes`: the store's switches and texts, the owners' only (issue 30 item 5). */
export default function SettingsPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <Settings params={params} />
    </Suspense>
  );
}

async function Settings({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => getStoreSettings(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const t = await getTranslations({ locale, namespace: 'backOffice.settings' });
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p className="text-neutral-700">{t('intro')}</p>
      <AdminMessages locale={locale}>
        <StoreSettingsForm settings={answer.data} />
        <StoreDomains domains={answer.data.domains} current={requestHost(await headers())} />
      </AdminMessages>
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PortalAdminMessages } from '@/components/portal/admin-messages';
import { CompaniesAdmin } from '@/components/portal/companies-admin';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { toLocale } from '@/lib/i18n/config';
import { getPortalCompanies } from '@/lib/portal/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]/admin/empresas'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'portal' });
  return { title: t('companies'), robots: { index: false, follow: false } };
}

/**
 * `/portal/{customer}/admin/empresas`: the group's companies and their addresses, to add and
 * edit; the group administrator's only (anyone else gets the portal's not-found page,
 * docs/adr/0014).
 */
export default function PortalCompaniesPage({ params }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalCompanies params={params} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalCompanies({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, customer } = await params;
  const locale = toLocale(rawLocale);
  const [answer, t, ta] = await Promise.all([
    getPortalCompanies(tenant, locale, customer, 'admin-companies'),
    getTranslations({ locale, namespace: 'portal' }),
    getTranslations({ locale, namespace: 'portalAdmin' }),
  ]);
  if (answer.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (answer.access === 'not-found') notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('companies')}</h1>
      <p className="mt-1 text-neutral-700">{ta('companiesIntro')}</p>
      <PortalAdminMessages locale={locale}>
        <CompaniesAdmin customer={customer} initialCompanies={answer.data} />
      </PortalAdminMessages>
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PortalAdminMessages } from '@/components/portal/admin-messages';
import { BuyersAdmin } from '@/components/portal/buyers-admin';
import { PortalLogin } from '@/components/portal/portal-login';
import { PortalPageSkeleton } from '@/components/portal/portal-skeleton';
import { NAME_MAX } from '@/lib/contracts/common';
import { toLocale } from '@/lib/i18n/config';
import { getPortalBuyers } from '@/lib/portal/data';

type Props = PageProps<'/[tenant]/[locale]/portal/[customer]/admin/compradores'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'portal' });
  return { title: t('buyers'), robots: { index: false, follow: false } };
}

/**
 * `/portal/{customer}/admin/compradores`: the group's buyers, to add, edit, deactivate; the group
 * administrator's only (anyone else gets the portal's not-found page, docs/adr/0014).
 */
export default function PortalBuyersPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<PortalPageSkeleton />}>
      <PortalBuyers params={params} searchParams={searchParams} />
    </Suspense>
  );
}

/** Decided by the visitor's session: streamed, per request (docs/adr/0014). */
async function PortalBuyers({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale, customer }, query] = await Promise.all([
    params,
    searchParams,
  ]);
  const locale = toLocale(rawLocale);
  // `?search=`: the list as the search box left it (and the box's answer without JavaScript).
  const raw = Array.isArray(query.search) ? query.search[0] : query.search;
  const search = (raw ?? '').trim().slice(0, NAME_MAX);
  const [answer, t, ta] = await Promise.all([
    getPortalBuyers(tenant, locale, customer, search),
    getTranslations({ locale, namespace: 'portal' }),
    getTranslations({ locale, namespace: 'portalAdmin' }),
  ]);
  if (answer.access === 'login')
    return <PortalLogin labels={{ title: t('loginTitle'), text: t('loginText') }} />;
  if (answer.access === 'not-found') notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('buyers')}</h1>
      <p className="mt-1 text-neutral-700">{ta('buyersIntro')}</p>
      <PortalAdminMessages locale={locale}>
        <BuyersAdmin customer={customer} initialSearch={search} initialBuyers={answer.data} />
      </PortalAdminMessages>
    </div>
  );
}

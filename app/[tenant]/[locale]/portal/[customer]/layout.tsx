import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PortalHeader, PortalHeaderSkeleton } from '@/components/portal/portal-header';
import { toLocale } from '@/lib/i18n/config';
import { getPortalView } from '@/lib/portal/data';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

type Props = LayoutProps<'/[tenant]/[locale]/portal/[customer]'>;

/** Like the store's pages (docs/adr/0002): one placeholder at build; portals render per request. */
export function generateStaticParams() {
  return [{ customer: BUILD_PLACEHOLDER_TENANT }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'portal' });
  // A company's portal is its users' only: never in a search engine.
  return { title: t('loginTitle'), robots: { index: false, follow: false } };
}

/**
 * The corporate portal's frame (docs/adr/0014): its own header, no store header, footer, bottom
 * bar or pop-ups. The shell (logo, skeletons) is the same for everyone; what depends on the
 * visitor's session streams in, rendered per request and never cached across users.
 */
export default async function PortalLayout({ children, params }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const t = await getTranslations({ locale: toLocale(rawLocale), namespace: 'portal' });
  return (
    <>
      <PageTypeMark type="portal" />
      <Suspense fallback={<PortalHeaderSkeleton store={store} />}>
        <VisitorHeader params={params} />
      </Suspense>
      <main id="conteudo" className="flex-1 bg-neutral-50">
        {children}
      </main>
      <footer className="border-t border-neutral-200 bg-white py-6 text-center text-sm text-neutral-600">
        © {store.name} · {t('headerLabel')}
      </footer>
    </>
  );
}

/** The header as this visitor may see it: the company's name and menus for its users only. */
async function VisitorHeader({ params }: { params: Props['params'] }) {
  const { tenant, locale: rawLocale, customer } = await params;
  const locale = toLocale(rawLocale);
  const view = await getPortalView(tenant, locale, customer, 'home');
  if (!view.store) return null;
  const allowed = view.access === 'allowed' ? view : null;
  return (
    <PortalHeader
      store={view.store}
      locale={locale}
      portal={allowed?.portal ?? null}
      viewerName={allowed?.viewer.name ?? null}
    />
  );
}

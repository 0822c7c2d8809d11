import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { backOfficeContext } from '@/lib/back-office/data';
import { toLocale } from '@/lib/i18n/config';
import { getStore } from '@/lib/store/data';

type Props = LayoutProps<'/[tenant]/[locale]/admin'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'backOffice' });
  // The store's back-office is its team's only: never in a search engine.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The back-office's frame (issue 28): its own bar, none of the store's header, footer, bottom bar
 * or pop-ups. Who is logged in streams in per request (the session cookie), never cached.
 */
export default async function AdminLayout({ children, params }: Props) {
  const { tenant, locale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'backOffice' });
  return (
    <>
      <a
        href="#painel"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <Suspense
        fallback={
          <header className="bg-neutral-900 text-white">
            <div className="mx-auto flex min-h-[4.25rem] max-w-7xl items-center px-4 font-semibold">
              {store.name} · {t('title')}
            </div>
          </header>
        }
      >
        <OperatorHeader params={params} />
      </Suspense>
      <main id="painel" className="flex-1 bg-neutral-50">
        {children}
      </main>
    </>
  );
}

async function OperatorHeader({ params }: { params: Props['params'] }) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const found = await backOfficeContext(tenant, locale);
  if (!found) return null;
  const actor = found.ctx.actor;
  return (
    <AdminHeader
      storeName={found.store.name}
      locale={locale}
      operator={actor?.kind === 'operator' ? actor.operator : null}
    />
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { ContentPage } from '@/components/content/content-page';
import { PageBuilder } from '@/components/content/page-builder';
import { resolveContent } from '@/components/content/registry';
import { backOfficeData } from '@/lib/back-office/data';
import { pageParams } from '@/lib/contracts/back-office-pages';
import { HOME_PAGE_URL } from '@/lib/domain/store-pages';
import { toLocale } from '@/lib/i18n/config';
import { getPageEditor } from '@/lib/server/services/admin-pages';

type Props = PageProps<'/[tenant]/[locale]/admin/previa/[id]'>;

/** The team's draft: never in a search engine. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * `/admin/previa/{id}`: the page's draft as the storefront's components render it, shown in the
 * editor's frame at a desktop or a phone width; outside the back-office's frame (its bar), as a
 * shopper would see the page. Never cached: it is the editor's, per request, and a block its
 * schema refuses is left out as the storefront would. Only this page may be framed, and only by
 * the store's own pages (next.config.mjs).
 */
export default function PagePreview({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<div className="h-screen animate-pulse bg-neutral-100" />}>
      <Preview params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function Preview({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale, id: rawId }, query] = await Promise.all([
    params,
    searchParams,
  ]);
  // The editor's language (`?idioma=en`): the page as a shopper in it sees it.
  const locale = toLocale(typeof query.idioma === 'string' ? query.idioma : rawLocale);
  const id = pageParams.safeParse({ id: rawId });
  if (!id.success) notFound();
  const answer = await backOfficeData(tenant, locale, (db, ctx) =>
    getPageEditor(db, ctx, id.data.id),
  );
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const { store, data: page } = answer;
  const t = await getTranslations({ locale, namespace: 'backOffice.pages.editor' });
  const { draft } = page;
  return (
    <main>
      <p className="bg-amber-100 px-4 py-1 text-center text-sm text-amber-950">
        {t('previewNotice')}
      </p>
      {draft.url === HOME_PAGE_URL ? (
        <div className="mx-auto max-w-7xl px-4">
          <h1 className="sr-only">{store.name}</h1>
          <PageBuilder blocks={resolveContent(draft, locale)} ctx={{ store, locale }} />
        </div>
      ) : (
        <ContentPage
          page={{ id: page.id, ...draft, json: { blocks: draft.blocks } }}
          store={store}
          locale={locale}
        />
      )}
    </main>
  );
}

import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { pageInLocale, type ContentPage as ContentPageData } from '@/lib/contracts/content';
import type { Store } from '@/lib/store/data';
import type { Locale } from '@/lib/domain/money';
import { PageBuilder } from './page-builder';
import { resolveContent } from './registry';

/** A page-builder content page (institutional, help, campaign pages): title, then its blocks. */
export async function ContentPage({
  page,
  store,
  locale,
}: {
  page: ContentPageData;
  store: Store;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const { name } = pageInLocale(page, locale);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={t('breadcrumb')}
        store={store}
        items={[
          { name: t('home'), href: '/' },
          { name, href: `/${page.url}` },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{name}</h1>
      <PageBuilder blocks={resolveContent(page.json, locale)} ctx={{ store, locale }} />
    </div>
  );
}

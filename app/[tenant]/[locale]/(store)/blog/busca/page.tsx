import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BlogFrame } from '@/components/blog/blog-frame';
import { BlogSearchResults } from '@/components/blog/blog-search-results';
import { blogPageMetadata } from '@/components/blog/listing-route';
import { PostGridSkeleton } from '@/components/blog/post-grid';
import { blogPaths } from '@/lib/blog/paths';
import { toLocale } from '@/lib/i18n/config';
import { getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/blog/busca'>;

// Result pages are endless variations of the blog: followed, never indexed.
export const generateMetadata = ({ params }: Props) =>
  blogPageMetadata(params, (t) => ({
    path: blogPaths.search,
    title: t('searchTitle'),
    noindex: true,
  }));

/** `/blog/busca?q=`: the blog's search, shareable as its URL. */
export default async function BlogSearchPage({ params, searchParams }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame
      store={store}
      locale={locale}
      trail={[{ name: t('searchTitle'), href: blogPaths.search }]}
    >
      <h1 className="mt-4 text-3xl font-bold">{t('searchTitle')}</h1>
      {/* The term is request data (the URL's query), read inside this boundary. */}
      <Suspense fallback={<PostGridSkeleton />}>
        <BlogSearchResults searchParams={searchParams} storeId={store.id} locale={locale} />
      </Suspense>
    </BlogFrame>
  );
}

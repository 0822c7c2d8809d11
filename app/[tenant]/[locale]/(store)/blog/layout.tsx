import { notFound } from 'next/navigation';
import { BlogHeader } from '@/components/blog/blog-header';
import { toLocale } from '@/lib/i18n/config';
import { getStore } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

/** Every blog page: the store's header and footer around it (store layout), the blog's header
 * below the store's. */
export default async function BlogLayout({
  children,
  params,
}: LayoutProps<'/[tenant]/[locale]/blog'>) {
  const { tenant, locale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  return (
    <>
      <PageTypeMark type="blog" />
      <BlogHeader storeId={store.id} locale={toLocale(locale)} />
      {children}
    </>
  );
}

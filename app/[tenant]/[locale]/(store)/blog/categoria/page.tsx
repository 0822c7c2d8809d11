import { notFound } from 'next/navigation';
import { BlogCategories } from '@/components/blog/blog-categories';
import { blogPageMetadata } from '@/components/blog/listing-route';
import { BlogFeedError } from '@/lib/blog/client';
import { getBlogTerms } from '@/lib/blog/data';
import { blogPaths } from '@/lib/blog/paths';
import { toLocale } from '@/lib/i18n/config';
import { getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/blog/categoria'>;

export const generateMetadata = ({ params }: Props) =>
  blogPageMetadata(params, (t) => ({ path: blogPaths.categories, title: t('categoriesTitle') }));

/** `/blog/categoria`: the blog's categories. */
export default async function BlogCategoriesPage({ params }: Props) {
  const { tenant, locale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const categories = await getBlogTerms(store.id, 'category');
  // The blog could not be read: the page's error state, as for a listing.
  if (!categories) throw new BlogFeedError('the blog categories could not be read');
  return <BlogCategories store={store} locale={toLocale(locale)} categories={categories} />;
}

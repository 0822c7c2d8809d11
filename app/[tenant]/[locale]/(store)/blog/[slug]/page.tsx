import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { getBlogPost } from '@/lib/blog/data';
import { blogPaths } from '@/lib/blog/paths';
import { toLocale } from '@/lib/i18n/config';
import { articleMetadata } from '@/lib/seo/metadata';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/blog/[slug]'>;

/** One placeholder for the build (ADR 0002); every post renders on request, then is cached. */
export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER_TENANT }];
}

async function load(params: Props['params']) {
  const { tenant, locale, slug } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  return { store, locale: toLocale(locale), post: await getBlogPost(store.id, slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { store, locale, post } = await load(params);
  if (!post) return {};
  const t = await getTranslations({ locale, namespace: 'blog' });
  return articleMetadata(store, locale, {
    path: blogPaths.post(post.slug),
    title: t('inBlog', { title: post.title }),
    description: post.excerpt,
    image: post.image?.url,
    publishedTime: post.date,
    modifiedTime: post.modified,
    section: post.categories[0]?.name,
    tags: post.tags.map((tag) => tag.name),
  });
}

/**
 * `/blog/{slug}`: one post. SPEC.md's `{token}` beside the blog routes is this same one-segment
 * path under /blog (a child route of the blog named `:token`), not a route of its own.
 */
export default async function BlogPostRoute({ params }: Props) {
  const { store, locale, post } = await load(params);
  if (!post) notFound();
  return <BlogPostPage post={post} store={store} locale={locale} />;
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getLatestBlogPosts } from '@/lib/blog/data';
import { blogPaths } from '@/lib/blog/paths';
import type { Locale } from '@/lib/domain/money';
import { PostCard } from './post-card';

/**
 * The home's blog teaser: the three newest posts, on tablets and desktops only (SPEC.md: hidden
 * on mobile; the home is cached for every screen, so it is hidden by CSS and its images, lazy,
 * are never fetched there). A blog that fails to load leaves nothing behind but a log line
 * (lib/blog/data.ts).
 */
export async function BlogTeaser({ storeId, locale }: { storeId: number; locale: Locale }) {
  const posts = await getLatestBlogPosts(storeId);
  if (!posts || posts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <section
      aria-labelledby="blog-teaser-title"
      className="mx-auto hidden max-w-7xl px-4 py-10 md:block"
      data-testid="blog-teaser"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="blog-teaser-title" className="text-2xl font-bold">
          {t('latest')}
        </h2>
        <Link
          href={blogPaths.home}
          className="font-medium text-[var(--store-primary)] hover:underline"
        >
          {t('seeAll')}
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-3 gap-6">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} locale={locale} categoriesLabel={t('categories')} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

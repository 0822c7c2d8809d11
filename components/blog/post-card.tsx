import Link from 'next/link';
import { blogPaths } from '@/lib/blog/paths';
import type { BlogPostSummary } from '@/lib/contracts/blog';
import type { Locale } from '@/lib/domain/money';
import { PostDate } from './post-date';
import { TermLinks } from './term-links';
import { responsiveImage } from '@/lib/media/responsive-image';

/**
 * A post in a listing or the home's teaser: featured image, categories, title, date and excerpt.
 * Every text is the feed's plain text, escaped by React; the image loads lazily unless the card
 * is the first of the page (`priority`), which is likely its largest image.
 */
export function PostCard({
  post,
  locale,
  categoriesLabel,
  priority = false,
  heading: Heading = 'h2',
}: {
  post: BlogPostSummary;
  locale: Locale;
  categoriesLabel: string;
  priority?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const href = blogPaths.post(post.slug);
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white transition hover:shadow-md"
      data-testid="blog-post-card"
    >
      {/* The title below is the link for keyboards and screen readers; the picture repeats it. */}
      <Link href={href} tabIndex={-1} aria-hidden className="block aspect-[16/9] bg-neutral-100">
        {post.image && (
          // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
          <img
            {...responsiveImage(post.image.url, '(min-width: 1024px) 400px, 100vw', {
              maxWidth: 1080,
            })}
            alt=""
            width={800}
            height={450}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="h-full w-full object-cover"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <TermLinks terms={post.categories} taxonomy="category" label={categoriesLabel} />
        <Heading className="text-lg leading-snug font-semibold">
          <Link href={href} className="hover:text-[var(--store-primary)] hover:underline">
            {post.title}
          </Link>
        </Heading>
        <PostDate iso={post.date} locale={locale} className="text-sm text-neutral-600" />
        {post.excerpt && <p className="line-clamp-3 text-sm text-neutral-700">{post.excerpt}</p>}
      </div>
    </article>
  );
}

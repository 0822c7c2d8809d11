import type { BlogPost } from '@/lib/contracts/blog';
import type { Locale } from '@/lib/domain/money';
import { PostDate } from './post-date';
import { TermLinks } from './term-links';

export type PostArticleLabels = { categories: string; tags: string; publishedOn: string };

/**
 * WordPress content, already sanitized on the server (lib/blog/wordpress.ts), styled as an
 * article: spaced paragraphs and headings, fluid images, quotes and tables.
 */
const content = [
  'prose-store max-w-none text-base leading-relaxed text-neutral-800 md:text-lg',
  '[&_p]:my-4 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-4 [&_ol]:my-4 [&_li]:my-1',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figure]:my-6 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-neutral-600',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-[var(--store-primary)] [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-neutral-100 [&_pre]:p-4 [&_code]:text-sm',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:bg-neutral-50 [&_th]:p-2 [&_th]:text-left',
].join(' ');

/** A blog post: categories, title, date, featured image, content and tags. */
export function PostArticle({
  post,
  locale,
  labels,
}: {
  post: BlogPost;
  locale: Locale;
  labels: PostArticleLabels;
}) {
  return (
    <article className="mx-auto max-w-3xl" data-testid="blog-post">
      <header>
        <TermLinks terms={post.categories} taxonomy="category" label={labels.categories} />
        <h1 className="mt-3 text-3xl leading-tight font-bold md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-neutral-600">
          {labels.publishedOn} <PostDate iso={post.date} locale={locale} />
        </p>
      </header>
      {post.image && (
        // eslint-disable-next-line @next/next/no-img-element -- feed images of any host, already sized
        <img
          src={post.image.url}
          alt={post.image.alt}
          width={1200}
          height={675}
          fetchPriority="high"
          className="mt-6 aspect-[16/9] w-full rounded-xl bg-neutral-100 object-cover"
        />
      )}
      <div className={`mt-6 ${content}`} dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      {post.tags.length > 0 && (
        <footer className="mt-10 border-t border-neutral-200 pt-6">
          <h2 className="text-sm font-semibold text-neutral-700">{labels.tags}</h2>
          <TermLinks terms={post.tags} taxonomy="post_tag" label={labels.tags} className="mt-3" />
        </footer>
      )}
    </article>
  );
}

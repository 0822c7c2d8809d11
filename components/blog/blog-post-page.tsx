import { getTranslations } from 'next-intl/server';
import { ArticleJsonLd } from '@/components/seo/json-ld';
import { blogPaths } from '@/lib/blog/paths';
import type { BlogPost } from '@/lib/contracts/blog';
import type { Locale } from '@/lib/domain/money';
import type { Store } from '@/lib/store/data';
import { BlogFrame } from './blog-frame';
import { PostArticle } from './post-article';

/** The post page: breadcrumb, the article and its structured data (BlogPosting). */
export async function BlogPostPage({
  post,
  store,
  locale,
}: {
  post: BlogPost;
  store: Store;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const path = blogPaths.post(post.slug);
  const category = post.categories[0];
  return (
    <BlogFrame
      store={store}
      locale={locale}
      trail={[
        ...(category ? [{ name: category.name, href: blogPaths.category(category.slug) }] : []),
        { name: post.title, href: path },
      ]}
    >
      <div className="mt-6">
        <PostArticle
          post={post}
          locale={locale}
          labels={{
            categories: t('categories'),
            tags: t('tags'),
            publishedOn: t('publishedOn'),
          }}
        />
      </div>
      <ArticleJsonLd post={post} path={path} store={store} />
    </BlogFrame>
  );
}

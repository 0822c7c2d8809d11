import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { blogPaths } from '@/lib/blog/paths';
import type { BlogTerm } from '@/lib/contracts/blog';
import type { Locale } from '@/lib/domain/money';
import type { Store } from '@/lib/store/data';
import { BlogFrame } from './blog-frame';

/** `/blog/categoria`: every category with posts, A to Z, with how many posts it has. */
export async function BlogCategories({
  store,
  locale,
  categories,
}: {
  store: Store;
  locale: Locale;
  categories: (BlogTerm & { count: number })[];
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame
      store={store}
      locale={locale}
      trail={[{ name: t('categories'), href: blogPaths.categories }]}
    >
      <h1 className="mt-4 text-3xl font-bold">{t('categoriesTitle')}</h1>
      {categories.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-neutral-300 p-10 text-center text-neutral-700">
          {t('categoriesEmpty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                href={blogPaths.category(c.slug)}
                className="flex items-center justify-between rounded-xl border border-neutral-200 bg-white p-5 hover:border-[var(--store-primary)] hover:shadow-sm"
              >
                <span className="text-lg font-semibold">{c.name}</span>
                <span className="text-sm text-neutral-600">
                  {t('postCount', { count: c.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </BlogFrame>
  );
}

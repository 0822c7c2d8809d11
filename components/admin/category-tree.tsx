import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AdminCategory } from '@/lib/contracts/back-office-catalog';
import type { Locale } from '@/lib/domain/money';
import { CategoryOrderButtons } from './category-controls';

/**
 * The store's category tree as nested lists: each category with its URL, product count, whether
 * it is hidden, its place among its siblings (up and down) and links to edit it or add a
 * subcategory under it. The one being edited is marked.
 */
export async function CategoryTree({
  locale,
  categories,
  editing,
}: {
  locale: Locale;
  categories: AdminCategory[];
  editing?: number;
}) {
  const t = await getTranslations({ locale, namespace: 'backOffice.categories' });
  const childrenOf = (parentId: number | null) => categories.filter((c) => c.parentId === parentId);
  const level = (parentId: number | null, depth: number) => {
    const siblings = childrenOf(parentId);
    if (siblings.length === 0) return null;
    return (
      <ul
        className={depth === 0 ? 'grid gap-2' : 'mt-2 grid gap-2 border-l border-neutral-200 pl-4'}
      >
        {siblings.map((category, index) => (
          <li key={category.id} data-testid="category-node">
            <div
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-white p-2 ${
                category.id === editing ? 'border-[var(--store-primary)]' : 'border-neutral-200'
              }`}
              aria-current={category.id === editing ? 'true' : undefined}
            >
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <p className="font-medium">
                  {category.name}
                  {!category.visible && (
                    <span className="ml-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs">
                      {t('hidden')}
                    </span>
                  )}
                </p>
                <p className="truncate text-xs text-neutral-600">
                  /{category.url} · {t('products', { count: category.productCount })}
                </p>
              </div>
              <CategoryOrderButtons
                parentId={parentId}
                ids={siblings.map((s) => s.id)}
                index={index}
                name={category.name}
              />
              <Link
                href={`/admin/categorias?editar=${category.id}`}
                className="min-h-10 content-center px-1 text-sm text-blue-800 underline"
                aria-label={`${t('edit')}: ${category.name}`}
              >
                {t('edit')}
              </Link>
              <Link
                href={`/admin/categorias?nova=${category.id}`}
                className="min-h-10 content-center px-1 text-sm text-blue-800 underline"
                aria-label={t('newChildOf', { name: category.name })}
              >
                {t('newChild')}
              </Link>
            </div>
            {level(category.id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <nav aria-label={t('tree')}>
      {categories.length === 0 ? <p>{t('empty')}</p> : level(null, 0)}
    </nav>
  );
}

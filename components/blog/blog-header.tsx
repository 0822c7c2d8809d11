import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getBlogTerms } from '@/lib/blog/data';
import { blogPaths } from '@/lib/blog/paths';
import type { Locale } from '@/lib/domain/money';
import { BlogDrawer, type DrawerLink } from './blog-drawer';
import { BlogSearchForm } from './blog-search-form';

/** The categories of the menu; a blog that cannot say them still shows its other links. */
async function menuCategories(storeId: number): Promise<DrawerLink[]> {
  const categories = (await getBlogTerms(storeId, 'category')) ?? [];
  return categories.map((c) => ({ href: blogPaths.category(c.slug), label: c.name }));
}

/**
 * The blog's own header, below the store's: the blog, the store and the sales centre (SPEC.md),
 * a categories menu and the search, on desktop in a row, on small screens in a drawer.
 */
export async function BlogHeader({ storeId, locale }: { storeId: number; locale: Locale }) {
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    menuCategories(storeId),
  ]);
  const links: DrawerLink[] = [
    { href: blogPaths.home, label: t('title') },
    { href: '/', label: t('store') },
    { href: '/central-de-vendas', label: t('sales') },
  ];
  const allCategories = { href: blogPaths.categories, label: t('allCategories') };
  const searchLabels = {
    label: t('searchLabel'),
    placeholder: t('searchPlaceholder'),
    submit: t('searchSubmit'),
  };
  const link = 'block rounded px-3 py-2 text-sm font-medium hover:text-[var(--store-primary)]';
  const brand = 'text-xl font-bold text-[var(--store-primary)]';
  return (
    <div className="border-b border-neutral-200 bg-neutral-50" data-testid="blog-header">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        <Link href={blogPaths.home} className={`${brand} md:hidden`}>
          {t('title')}
        </Link>
        <nav aria-label={t('navigation')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <Link href={links[0]!.href} className={`${brand} mr-3`}>
                {links[0]!.label}
              </Link>
            </li>
            {/* Opens on hover and while focus is inside, like the store's menu: Tab walks it. */}
            <li className="group relative">
              <Link href={allCategories.href} className={`${link} flex items-center gap-1`}>
                {t('categories')}
                <span aria-hidden>▾</span>
              </Link>
              <ul className="invisible absolute top-full left-0 z-40 min-w-56 rounded-md border border-neutral-200 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                {[...categories, allCategories].map((c) => (
                  <li key={c.href}>
                    <Link
                      href={c.href}
                      className="block px-4 py-2 text-sm hover:bg-neutral-50 hover:text-[var(--store-primary)]"
                    >
                      {c.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            {links.slice(1).map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <BlogSearchForm
          id="blog-search-header"
          labels={searchLabels}
          className="ml-auto hidden w-72 md:flex"
        />
        <BlogDrawer
          links={links}
          categories={[...categories, allCategories]}
          labels={{
            open: t('menu'),
            close: t('closeMenu'),
            title: t('menu'),
            categories: t('categories'),
          }}
          search={<BlogSearchForm id="blog-search-drawer" labels={searchLabels} />}
        />
      </div>
    </div>
  );
}

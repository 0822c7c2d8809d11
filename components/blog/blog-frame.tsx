import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import { blogPaths } from '@/lib/blog/paths';
import type { Locale } from '@/lib/domain/money';
import type { Store } from '@/lib/store/data';

/** A blog page's frame: the page width, then the trail Página Inicial / Blog / the page's steps. */
export async function BlogFrame({
  store,
  locale,
  trail,
  children,
}: {
  store: Store;
  locale: Locale;
  trail: Crumb[];
  children: ReactNode;
}) {
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('title'), href: blogPaths.home },
          ...trail,
        ]}
      />
      {children}
    </div>
  );
}

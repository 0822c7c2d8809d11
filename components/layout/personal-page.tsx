import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import type { Locale } from '@/lib/domain/money';
import { toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore, type Store } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

/**
 * A personal page's path and where its title is among the messages; `parent` is the page it
 * sits under in the breadcrumb (Meus endereços above Novo endereço).
 */
export type PersonalPageTitle = {
  path: string;
  namespace: keyof Messages;
  key: string;
  parent?: Omit<PersonalPageTitle, 'parent'>;
};
type PageParams = Promise<{ tenant: string; locale: string }>;

async function titled(params: PageParams, page: PersonalPageTitle) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale });
  const titleOf = (p: Omit<PersonalPageTitle, 'parent'>) =>
    t(`${p.namespace}.${p.key}` as never) as string;
  const parent = page.parent && { name: titleOf(page.parent), href: page.parent.path };
  return { store, locale, title: titleOf(page), parent };
}

/** A personal page's metadata: its title, and kept out of search engines. */
async function personalPageMetadata(
  params: PageParams,
  page: PersonalPageTitle,
): Promise<Metadata> {
  const { store, locale, title } = await titled(params, page);
  if (!store) return {};
  return pageMetadata(store, locale, { path: page.path, title, noindex: true });
}

/** The store (404 for an unknown one), locale and title a personal page renders with. */
async function personalPageContext(params: PageParams, page: PersonalPageTitle) {
  const { store, locale, title, parent } = await titled(params, page);
  if (!store) notFound();
  return { store, locale, title, parent };
}

/**
 * The frame of a page whose content is the shopper's own (favourites, comparison): breadcrumb and
 * title rendered on the server, cacheable; the content a client component that reads the browser's
 * lists after hydration, with the message namespaces it needs (and only those) sent along.
 */
export async function PersonalPage({
  store,
  locale,
  path,
  title,
  parent,
  namespaces,
  children,
}: {
  store: Store;
  locale: Locale;
  path: string;
  title: string;
  parent?: { name: string; href: string };
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const th = await getTranslations({ locale, namespace: 'header' });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTypeMark type="account" />
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          ...(parent ? [parent] : []),
          { name: title, href: path },
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">{title}</h1>
      <ClientMessages locale={locale} namespaces={namespaces}>
        {children}
      </ClientMessages>
    </div>
  );
}

/**
 * A whole personal page from its title, the message namespaces its client part needs and its
 * content: `export default Page` and `export { generateMetadata }` in the route's page.tsx.
 */
export function definePersonalPage<P extends { tenant: string; locale: string }>(
  page: PersonalPageTitle & { namespaces: readonly (keyof Messages)[] },
  content: (context: { store: Store; locale: Locale; params: P }) => ReactNode | Promise<ReactNode>,
) {
  async function Page({ params }: { params: Promise<P> }) {
    const { store, locale, title, parent } = await personalPageContext(params, page);
    return (
      <PersonalPage
        store={store}
        locale={locale}
        path={page.path}
        title={title}
        parent={parent}
        namespaces={page.namespaces}
      >
        {await content({ store, locale, params: await params })}
      </PersonalPage>
    );
  }
  const generateMetadata = ({ params }: { params: Promise<P> }) =>
    personalPageMetadata(params, page);
  return { Page, generateMetadata };
}

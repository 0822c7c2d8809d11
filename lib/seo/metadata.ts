import type { Metadata } from 'next';
import type { Company } from '@/lib/contracts/company';
import { pageInLocale } from '@/lib/contracts/content';
import type { Route } from '@/lib/contracts/router';
import type { Locale } from '@/lib/domain/money';

/** Open Graph locales of the two languages (SPEC.md: pt-BR first, en-US fallback). */
const ogLocale: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US' };

type OpenGraph = NonNullable<Metadata['openGraph']>;

/** What every page shares in Open Graph. Next merges `openGraph` shallowly, so each page
 * repeats it rather than losing the site name and locale when it sets its own title. */
function storeOpenGraph(store: Company, locale: Locale): OpenGraph {
  return {
    siteName: store.name,
    locale: ogLocale[locale],
    type: 'website',
    ...(store.logo ? { images: [{ url: store.logo, alt: store.name }] } : {}),
  };
}

/**
 * The store layout's metadata: `%s | {store}` title template, description, keywords, favicon and
 * Open Graph. `origin` is the request's own origin, so relative canonical and image URLs of every
 * page resolve on the host the shopper (or crawler) used.
 */
export function storeMetadata(input: {
  store: Company;
  locale: Locale;
  origin: string;
  defaultDescription: string;
}): Metadata {
  const { store, locale } = input;
  const description = store.metaDescription ?? input.defaultDescription;
  return {
    metadataBase: new URL(input.origin),
    title: { default: store.name, template: `%s | ${store.name}` },
    description,
    ...(store.metaKeywords ? { keywords: store.metaKeywords } : {}),
    openGraph: { ...storeOpenGraph(store, locale), title: store.name, description },
    ...(store.favicon ? { icons: { icon: store.favicon } } : {}),
  };
}

export type PageSeo = {
  /** The page's own path, e.g. `/notebooks`: its canonical URL on the request host. */
  path: string;
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** Open Graph image; the store logo when the page has none. */
  image?: string | null;
  /** Pages that must not be indexed (search results, hidden pages). */
  noindex?: boolean;
};

/** One page's metadata: title (through the layout's template), canonical, Open Graph. Keys
 * without a value are left out, because a present-but-empty key would erase the layout's. */
export function pageMetadata(store: Company, locale: Locale, page: PageSeo): Metadata {
  const base = storeOpenGraph(store, locale);
  const description = page.description || store.metaDescription;
  return {
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...(page.keywords ? { keywords: page.keywords } : {}),
    alternates: { canonical: page.path },
    openGraph: {
      ...base,
      title: page.title,
      url: page.path,
      ...(description ? { description } : {}),
      ...(page.image ? { images: [{ url: page.image, alt: page.title }] } : {}),
    },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata of a product, category or content page as the router resolved it. Every variant of
 * a path (`?facet_filters=…`, `from_menu`) has the plain path as its canonical. */
export function routeMetadata(store: Company, locale: Locale, route: Route): Metadata {
  switch (route.type) {
    case 'product': {
      const p = route.content;
      return pageMetadata(store, locale, {
        path: `/${p.url}`,
        title: p.name,
        description: p.shortDescription ?? p.subtitle,
        image: p.medias[0]?.url,
      });
    }
    case 'category': {
      const c = route.content;
      return pageMetadata(store, locale, {
        path: `/${c.url}`,
        title: c.name,
        description: c.description,
      });
    }
    case 'content': {
      const page = pageInLocale(route.content, locale);
      return pageMetadata(store, locale, {
        // The router's `home` content is the store's root page.
        path: page.url === 'home' ? '/' : `/${page.url}`,
        title: page.metaTitle ?? page.name,
        description: page.metaDescription,
        keywords: page.metaKeywords,
        noindex: !page.visible,
      });
    }
  }
}

/** The home page: the layout's title and description stay; only the canonical `/` is added. */
export function homeMetadata(store: Company, locale: Locale): Metadata {
  const description = store.metaDescription;
  return {
    alternates: { canonical: '/' },
    openGraph: {
      ...storeOpenGraph(store, locale),
      title: store.name,
      url: '/',
      ...(description ? { description } : {}),
    },
  };
}

/** `/search`: canonical without the term, and never indexed (results pages are thin and endless). */
export function searchMetadata(store: Company, locale: Locale, title: string): Metadata {
  return pageMetadata(store, locale, { path: '/search', title, noindex: true });
}

/** A blog post: the page's metadata, with Open Graph's article type, dates, section and tags. */
export function articleMetadata(
  store: Company,
  locale: Locale,
  page: PageSeo & { publishedTime: string; modifiedTime: string; section?: string; tags: string[] },
): Metadata {
  const base = pageMetadata(store, locale, page);
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: page.publishedTime,
      modifiedTime: page.modifiedTime,
      ...(page.section ? { section: page.section } : {}),
      ...(page.tags.length > 0 ? { tags: page.tags } : {}),
    },
  };
}

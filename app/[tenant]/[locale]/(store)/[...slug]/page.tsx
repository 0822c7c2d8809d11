import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { CategoryPage } from '@/components/catalog/category-page';
import { ContentPage } from '@/components/content/content-page';
import { ProductPage } from '@/components/product/product-page';
import { getRedirect, getRoute } from '@/lib/catalog/data';
import { splitListingSegment } from '@/lib/contracts/listing';
import { toLocale } from '@/lib/i18n/config';
import { routeMetadata } from '@/lib/seo/metadata';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

type Props = PageProps<'/[tenant]/[locale]/[...slug]'>;

/** Like the store layout (docs/adr/0002): one placeholder at build, every real path on demand,
 * then cached per store and URL. */
export function generateStaticParams() {
  return [{ slug: [BUILD_PLACEHOLDER_TENANT] }];
}

async function load(params: Props['params']) {
  const { tenant, locale, slug } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  // The proxy appends a category's `facet_filters` as a last segment (ADR 0005).
  const { path, state } = splitListingSegment(slug);
  if (!state || path.length === 0) notFound();
  return {
    store,
    locale: toLocale(locale),
    state,
    // Only a category lists products: another page with a state is the page without it.
    hasState: path.length < slug.length,
    route: await getRoute(store.id, path.join('/')),
    path: path.join('/'),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { store, locale, route } = await load(params);
  return route ? routeMetadata(store, locale, route) : {};
}

/** Product, category or content page, as the router service resolves the path. */
export default async function CatchAllPage({ params }: Props) {
  const { store, locale, state, hasState, route, path } = await load(params);
  if (!route) {
    // An address that moved (a product's URL changed in the back-office) leads to the new one.
    const moved = await getRedirect(store.id, path);
    if (moved) permanentRedirect(`/${moved}`);
    notFound();
  }
  if (hasState && route.type !== 'category') permanentRedirect(`/${route.content.url}`);
  switch (route.type) {
    case 'content':
      if (!route.content.visible) redirect('/404');
      return (
        <>
          <PageTypeMark type="content" />
          <ContentPage page={route.content} store={store} locale={locale} />
        </>
      );
    case 'product':
      return (
        <>
          <PageTypeMark type="product" />
          <ProductPage product={route.content} store={store} locale={locale} />
        </>
      );
    case 'category':
      return (
        <>
          <PageTypeMark type="category" />
          <CategoryPage category={route.content} state={state} store={store} locale={locale} />
        </>
      );
  }
}

import { getRoute } from '@/lib/catalog/data';
import { BlogTeaser } from '@/components/blog/blog-teaser';
import type { Company } from '@/lib/contracts/company';
import type { Route } from '@/lib/contracts/router';
import type { Locale } from '@/lib/domain/money';
import { HelpSection } from '@/components/support/help-section';
import { FallbackHome } from './fallback-home';
import { FeatureStrip } from './feature-strip';
import { PageBuilder } from './page-builder';
import { homeBlocks } from './registry';

/** The home: the page-builder content of router url `home`, or the fixed home when that content
 * fails to load, is missing or has no renderable block. The feature strip closes every home. */
export async function Home({ store, locale }: { store: Company; locale: Locale }) {
  let route: Route | null = null;
  try {
    route = await getRoute(store.id, 'home');
  } catch (error) {
    console.error('[home] content failed to load; showing the fixed home', error);
  }
  const blocks = homeBlocks(route, locale);
  return (
    <>
      {blocks.length > 0 ? (
        <div className="mx-auto max-w-7xl px-4">
          <h1 className="sr-only">{store.name}</h1>
          <PageBuilder blocks={blocks} ctx={{ store, locale }} />
        </div>
      ) : (
        <FallbackHome store={store} locale={locale} />
      )}
      <BlogTeaser storeId={store.id} locale={locale} />
      <HelpSection store={store} locale={locale} />
      <FeatureStrip locale={locale} />
    </>
  );
}

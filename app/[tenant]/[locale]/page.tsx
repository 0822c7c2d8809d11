import { notFound } from 'next/navigation';
import { FallbackHome } from '@/components/content/fallback-home';
import { FeatureStrip } from '@/components/content/feature-strip';
import { PageBuilder } from '@/components/content/page-builder';
import { homeBlocks } from '@/components/content/registry';
import { getRoute } from '@/lib/catalog/data';
import type { Route } from '@/lib/contracts/router';
import { toLocale } from '@/lib/i18n/config';
import { getStore } from '@/lib/store/data';

/** Home: the page-builder content of router url `home`; the fixed home when that content fails
 * to load, is missing or has no renderable block. The feature strip closes every home. */
export default async function HomePage({ params }: PageProps<'/[tenant]/[locale]'>) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  let route: Route | null = null;
  try {
    route = await getRoute(store.id, 'home');
  } catch (error) {
    console.error('[home] content failed to load; showing the fixed home', error);
  }
  const blocks = homeBlocks(route);
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
      <FeatureStrip locale={locale} />
    </>
  );
}

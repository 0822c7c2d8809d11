import { Suspense } from 'react';
import type { Product } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  type BreadcrumbStep,
  type JsonLdData,
} from '@/lib/seo/json-ld';
import { currentOrigin } from '@/lib/seo/request';

/** Structured data as `<script type="application/ld+json">`, escaped against `</script>`. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/**
 * Absolute URLs need the request's host, which is request-time data: each wrapper reads it in
 * its own Suspense boundary so that the rest of the page stays in the cached shell.
 */
function WithOrigin({ store, build }: { store: Company; build: (origin: string) => JsonLdData }) {
  return (
    <Suspense fallback={null}>
      <OriginScript store={store} build={build} />
    </Suspense>
  );
}

async function OriginScript({
  store,
  build,
}: {
  store: Company;
  build: (origin: string) => JsonLdData;
}) {
  return <JsonLd data={build(await currentOrigin(store))} />;
}

export function OrganizationJsonLd({ store }: { store: Company }) {
  return <WithOrigin store={store} build={(origin) => organizationJsonLd(store, origin)} />;
}

export function BreadcrumbJsonLd({ steps, store }: { steps: BreadcrumbStep[]; store: Company }) {
  return <WithOrigin store={store} build={(origin) => breadcrumbJsonLd(steps, origin)} />;
}

export function ProductJsonLd({ product, store }: { product: Product; store: Company }) {
  return <WithOrigin store={store} build={(origin) => productJsonLd(product, origin, store)} />;
}

import type { BlogPost } from '@/lib/contracts/blog';
import type { Product } from '@/lib/contracts/catalog';
import type { Store } from '@/lib/store/data';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  type BreadcrumbStep,
  type JsonLdData,
} from '@/lib/seo/json-ld';

/** Structured data as `<script type="application/ld+json">`, escaped against `</script>`. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

export function OrganizationJsonLd({ store }: { store: Store }) {
  return <JsonLd data={organizationJsonLd(store, store.origin)} />;
}

export function BreadcrumbJsonLd({ steps, store }: { steps: BreadcrumbStep[]; store: Store }) {
  return <JsonLd data={breadcrumbJsonLd(steps, store.origin)} />;
}

export function ProductJsonLd({ product, store }: { product: Product; store: Store }) {
  return <JsonLd data={productJsonLd(product, store.origin, store)} />;
}

export function ArticleJsonLd({
  post,
  path,
  store,
}: {
  post: BlogPost;
  path: string;
  store: Store;
}) {
  return <JsonLd data={articleJsonLd(post, path, store.origin, store)} />;
}

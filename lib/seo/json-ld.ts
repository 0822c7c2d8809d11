import type { BlogPost } from '@/lib/contracts/blog';
import type { Product } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import { toCents } from '@/lib/domain/money';
import { absoluteUrl } from './url';

/** Structured data (schema.org as JSON-LD) for search engines; pure builders, no I/O. */
export type JsonLdData = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

const context = 'https://schema.org' as const;

/** `599900` → `"5999.00"`: schema.org wants a plain decimal with a dot, no currency sign. */
function decimalPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Product with one Offer in BRL (payment is always in reais, whatever the display currency). */
export function productJsonLd(product: Product, origin: string, store: Pick<Company, 'name'>) {
  const url = absoluteUrl(origin, `/${product.url}`);
  const brand = product.attributes.find((a) => a.code === 'marca');
  const brandName = brand?.optionLabel ?? brand?.text;
  const description = product.shortDescription ?? product.subtitle;
  const inStock = product.saleable && product.stock > 0;
  return {
    '@context': context,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    ...(description ? { description } : {}),
    image: product.medias.map((m) => absoluteUrl(origin, m.url)),
    ...(brandName ? { brand: { '@type': 'Brand', name: brandName } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BRL',
      price: decimalPrice(toCents(product.finalPrice)),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: store.name },
    },
  } satisfies JsonLdData;
}

export type BreadcrumbStep = { name: string; path: string };

/** The visible breadcrumb as a BreadcrumbList: positions from 1, absolute item URLs. */
export function breadcrumbJsonLd(steps: BreadcrumbStep[], origin: string) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  } satisfies JsonLdData;
}

/** `(11) 4000-1000` → `+55 11 4000-1000`; toll-free 0800 numbers only work inside Brazil, so
 * they stay as written. */
function telephone(phone: string): { telephone: string; tollFree: boolean } {
  const local = /^\((\d{2})\)\s*(.+)$/.exec(phone.trim());
  if (local) return { telephone: `+55 ${local[1]} ${local[2]}`, tollFree: false };
  if (/^\+?\d{12,13}$/.test(phone.replace(/\s/g, ''))) {
    return { telephone: `+${phone.replace(/\D/g, '')}`, tollFree: false };
  }
  return { telephone: phone.trim(), tollFree: /^0800/.test(phone.trim()) };
}

function contactPoint(contactType: string, phone: string) {
  const { telephone: number, tollFree } = telephone(phone);
  return {
    '@type': 'ContactPoint',
    contactType,
    telephone: number,
    areaServed: 'BR',
    availableLanguage: 'Portuguese',
    ...(tollFree ? { contactOption: 'https://schema.org/TollFree' } : {}),
  };
}

/** The store as an Organization: site URL, logo, social profiles and its contact channels. */
export function organizationJsonLd(store: Company, origin: string) {
  const c = store.contacts;
  const contactPoints = [
    c.salesPhone ? contactPoint('sales', c.salesPhone) : null,
    c.corporateSalesPhone ? contactPoint('corporate sales', c.corporateSalesPhone) : null,
    c.supportPhone ? contactPoint('technical support', c.supportPhone) : null,
    c.whatsapp ? contactPoint('customer service', c.whatsapp) : null,
    c.email
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          email: c.email,
          areaServed: 'BR',
          availableLanguage: 'Portuguese',
        }
      : null,
  ].filter((p) => p !== null);
  const sameAs = Object.values(store.social).filter((u) => /^https?:\/\//.test(u));
  return {
    '@context': context,
    '@type': 'Organization',
    name: store.name,
    url: absoluteUrl(origin, '/'),
    ...(store.logo ? { logo: absoluteUrl(origin, store.logo) } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(contactPoints.length > 0 ? { contactPoint: contactPoints } : {}),
  } satisfies JsonLdData;
}

/**
 * A blog post as a BlogPosting (schema.org's Article for blog posts): headline, dates, image,
 * its categories as sections and tags as keywords, published by the store.
 */
export function articleJsonLd(
  post: BlogPost,
  path: string,
  origin: string,
  store: Pick<Company, 'name' | 'logo'>,
) {
  const url = absoluteUrl(origin, path);
  const publisher = {
    '@type': 'Organization',
    name: store.name,
    ...(store.logo
      ? { logo: { '@type': 'ImageObject', url: absoluteUrl(origin, store.logo) } }
      : {}),
  };
  return {
    '@context': context,
    '@type': 'BlogPosting',
    // Google shows at most 110 characters of a headline.
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.image ? { image: [absoluteUrl(origin, post.image.url)] } : {}),
    datePublished: post.date,
    dateModified: post.modified,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: publisher,
    publisher,
    ...(post.categories.length > 0 ? { articleSection: post.categories.map((c) => c.name) } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.map((t) => t.name).join(', ') } : {}),
  } satisfies JsonLdData;
}

/**
 * JSON for a `<script type="application/ld+json">`. `<` (and `>`, `&`, U+2028/2029) become
 * `\u` escapes, still valid JSON, so a product name like `</script><script>` cannot end the tag.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

import 'server-only';

/**
 * Every cache tag of the app, each scoped to one store (ARCHITECTURE.md item 8). Loaders tag with
 * these; services that change the data revalidate the same tags.
 */
export const tags = {
  store: (slug: string) => `store:${slug}`,
  categories: (tenantId: number) => `t${tenantId}:categories`,
  attributes: (tenantId: number) => `t${tenantId}:attributes`,
  route: (tenantId: number, url: string) => `t${tenantId}:route:${url}`,
  product: (tenantId: number, productId: number) => `t${tenantId}:product:${productId}`,
  products: (tenantId: number) => `t${tenantId}:products`,
  content: (tenantId: number) => `t${tenantId}:content`,
  /** The store's blog: its own feed or the WordPress site of BLOG_FEED_URL. */
  blog: (tenantId: number) => `t${tenantId}:blog`,
};

import { slugify } from './text';

/** The store's own page: `/sobre-a-{store name}` (SPEC.md section 2), e.g. `sobre-a-loja-demo`. */
export const aboutPageUrl = (storeName: string) => `sobre-a-${slugify(storeName)}`;

/**
 * The about page's physical shops section. Arriving with `#lojas` (its scroll-to-shops state)
 * scrolls to it, kept 120 px below the top by the page's scroll-padding (SPEC.md section 9).
 */
export const SHOPS_ANCHOR = 'lojas';

/**
 * First segments of the storefront's own routes (app/[tenant]/[locale], the API and the files
 * beside them): a content page there would never be shown, its route wins. The home is `home`.
 */
export const RESERVED_PAGE_PATHS = [
  '404',
  'admin',
  'api',
  'blog',
  'cart',
  'catalogo',
  'comparacao-produtos',
  'customer',
  'dev',
  'guest',
  'media',
  'onestepcheckout',
  'portal',
  'search',
  'user',
  'wishlist',
  'wizard',
  'wp-json',
] as const;

/** Whether a product or page at `path` would be hidden behind one of the storefront's routes. */
export const isReservedPath = (path: string): boolean =>
  (RESERVED_PAGE_PATHS as readonly string[]).includes(path.split('/')[0]!);

/** The home's URL among content pages: edited like any page, its address never changes. */
export const HOME_PAGE_URL = 'home';

/** A content page's life as its editor sees it. */
export const PAGE_STATUSES = ['unpublished', 'published', 'changed', 'scheduled'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

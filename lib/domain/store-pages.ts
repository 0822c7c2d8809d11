import { slugify } from './text';

/** The store's own page: `/sobre-a-{store name}` (SPEC.md section 2), e.g. `sobre-a-loja-demo`. */
export const aboutPageUrl = (storeName: string) => `sobre-a-${slugify(storeName)}`;

/**
 * The about page's physical shops section. Arriving with `#lojas` (its scroll-to-shops state)
 * scrolls to it, kept 120 px below the top by the page's scroll-padding (SPEC.md section 9).
 */
export const SHOPS_ANCHOR = 'lojas';

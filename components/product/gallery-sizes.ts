/**
 * How wide the product page's main photo is drawn: the phone's width; beside the 440 px buy box
 * on a desktop (the 1280 px page less its padding, the box and the gap). The page preloads the
 * same srcset (product-page.tsx).
 */
export const GALLERY_SIZES =
  '(min-width: 1280px) 776px, (min-width: 1024px) calc(100vw - 504px), 100vw';
/** A phone's width at 1× is the smallest it is drawn. */
export const GALLERY_WIDTHS = { minWidth: 384 };

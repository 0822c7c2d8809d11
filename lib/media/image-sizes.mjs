// What Next's image optimizer may produce (next.config.mjs `images`) and what the store's srcset
// lists (lib/media/responsive-image.ts): one list, so that no srcset asks for a width the
// optimizer refuses. Plain JavaScript, for next.config.mjs.

/** Widths of layout-wide images (banners, the product photo): a phone's, a tablet's, a desktop's. */
export const DEVICE_WIDTHS = [384, 640, 828, 1080, 1600];
/** Widths of images smaller than the screen (cards, thumbnails). */
export const IMAGE_WIDTHS = [96, 160, 256];
/** The one quality the optimizer encodes at (Next 16 refuses any other). */
export const IMAGE_QUALITY = 70;

import { DEVICE_WIDTHS, IMAGE_QUALITY, IMAGE_WIDTHS } from './image-sizes.mjs';

/** The attributes of an `<img>` that the browser picks a size of. */
export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

const WIDTHS = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b);
// The store's own files (the catalogue's photos, uploads under /media/u/): raster formats only.
// An SVG is already any size, and an address on another host is the store's to size.
const OPTIMIZABLE = /^\/(?!\/)[^?#]*\.(?:jpe?g|png|webp|avif)$/i;

/** The address of `src` resized by Next's image optimizer (sharp; AVIF or WebP as accepted). */
export const optimizedImageUrl = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/**
 * An image's `src`, `srcSet` and `sizes` through Next's image optimizer (docs/adr/0027): the
 * widths between `minWidth` and `maxWidth` (how large the image can be drawn on a phone and
 * on a wide screen at 2×), so that a phone gets a small AVIF and the srcset stays short. The
 * same as next/image computes, without its client code in the product card's bundle. Images the
 * optimizer does not take (SVG, other hosts) come back as they are.
 */
export function responsiveImage(
  src: string,
  sizes: string,
  { minWidth = 0, maxWidth = 1600 }: { minWidth?: number; maxWidth?: number } = {},
): ResponsiveImage {
  if (!OPTIMIZABLE.test(src)) return { src };
  const widths = WIDTHS.filter((w) => w >= minWidth && w <= maxWidth);
  return {
    src: optimizedImageUrl(src, widths.at(-1)!),
    srcSet: widths.map((w) => `${optimizedImageUrl(src, w)} ${w}w`).join(', '),
    sizes,
  };
}

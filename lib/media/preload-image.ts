import { preload } from 'react-dom';
import type { ResponsiveImage } from './responsive-image';

/**
 * Asks the browser for a page's largest image from the document's head, before the markup that
 * draws it has been parsed: the same srcset and sizes, so it fetches the one width it will draw.
 */
export function preloadImage(image: ResponsiveImage): void {
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: image.sizes } : {}),
  });
}

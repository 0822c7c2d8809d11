import type { ContentItem } from '@/lib/contracts/popups';
import { responsiveImage, type ResponsiveImage } from '@/lib/media/responsive-image';

/** A pop-up's own image, as the dialog draws it (700 px wide at most, SPEC.md section 10). */
export const popupImage = (src: string): ResponsiveImage =>
  responsiveImage(src, '(min-width: 700px) 700px, 100vw', { maxWidth: 1600 });

/** How long a pop-up waits for its images before opening anyway. */
const MEDIA_WAIT_MS = 5000;

type ImageSource = { src: string; srcset?: string; sizes?: string };

/** The images a pop-up shows: its own and those of its (sanitized) HTML, as attributes. */
function popupImages(item: ContentItem): ImageSource[] {
  const own = item.json.image ? popupImage(item.json.image) : null;
  const images: ImageSource[] = own ? [{ src: own.src, srcset: own.srcSet, sizes: own.sizes }] : [];
  if (item.json.html) {
    // A template's content is inert: parsing it here loads and runs nothing.
    const template = document.createElement('template');
    template.innerHTML = item.json.html;
    for (const img of template.content.querySelectorAll('img')) {
      const src = img.getAttribute('src');
      if (!src) continue;
      images.push({
        src,
        srcset: img.getAttribute('srcset') ?? undefined,
        sizes: img.getAttribute('sizes') ?? undefined,
      });
    }
  }
  return images;
}

/**
 * Resolves once the pop-up's images are loaded (or failed, or after a few seconds), so the
 * dialog opens at its final size instead of growing, and moving, as they arrive.
 */
export function popupMediaReady(item: ContentItem): Promise<void> {
  const loads = popupImages(item).map(({ src, srcset, sizes }) => {
    const image = new Image();
    if (sizes) image.sizes = sizes;
    if (srcset) image.srcset = srcset;
    image.src = src;
    return image.decode().catch(() => {});
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MEDIA_WAIT_MS));
  return Promise.race([Promise.all(loads).then(() => {}), timeout]);
}

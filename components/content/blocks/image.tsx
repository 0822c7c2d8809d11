import { z } from 'zod';
import { BlockLink } from './block-link';
import { defineBlock, dimension, href, imageSrc, target } from './define';
import { responsiveImage } from '@/lib/media/responsive-image';

/** An image with its intrinsic width and height, so the browser reserves its box (no layout shift). */
export const image = defineBlock(
  z.object({
    url: imageSrc,
    alt: z.string().trim().max(300).default(''),
    width: dimension,
    height: dimension,
    link: href.optional(),
    target,
    /** Only for an image at the top of a page, where it is the largest paint. */
    priority: z.boolean().default(false),
  }),
  ({ props }) => {
    const img = (
      // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
      <img
        {...responsiveImage(
          props.url,
          `(min-width: 1280px) ${Math.min(props.width, 1280)}px, 100vw`,
          { maxWidth: Math.max(props.width * 2, 384) },
        )}
        alt={props.alt}
        width={props.width}
        height={props.height}
        loading={props.priority ? 'eager' : 'lazy'}
        fetchPriority={props.priority ? 'high' : undefined}
        className="h-auto w-full rounded-xl"
      />
    );
    return props.link ? (
      <BlockLink href={props.link} target={props.target} className="block">
        {img}
      </BlockLink>
    ) : (
      img
    );
  },
);

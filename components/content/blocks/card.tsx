import { z } from 'zod';
import { buttonClass } from './button-class';
import { BlockLink } from './block-link';
import { defineBlock, dimension, href, imageSrc, optionalText, target } from './define';
import { responsiveImage } from '@/lib/media/responsive-image';

/** A card: optional image (with its size, to reserve space), title, text and a call to action.
 * With a link, the whole card is clickable through its one link. */
export const card = defineBlock(
  z.object({
    title: optionalText(160),
    text: optionalText(600),
    image: z
      .object({
        url: imageSrc,
        alt: z.string().trim().max(300).default(''),
        width: dimension,
        height: dimension,
      })
      .optional(),
    link: href.optional(),
    target,
    btnText: optionalText(80),
  }),
  ({ props, children }) => (
    <div className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white">
      {props.image && (
        // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
        <img
          {...responsiveImage(props.image.url, '(min-width: 1024px) 400px, 100vw', {
            maxWidth: 1080,
          })}
          alt={props.image.alt}
          width={props.image.width}
          height={props.image.height}
          loading="lazy"
          className="h-auto w-full"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {props.title && <h3 className="text-lg font-semibold text-neutral-900">{props.title}</h3>}
        {props.text && <p className="text-sm text-neutral-700">{props.text}</p>}
        {children}
        {props.link && (
          <BlockLink
            href={props.link}
            target={props.target}
            className={`${props.btnText ? `${buttonClass('outline')} mt-auto self-start` : 'text-sm font-semibold text-[var(--store-primary)] underline'} after:absolute after:inset-0`}
          >
            {props.btnText ?? props.title ?? props.link}
          </BlockLink>
        )}
      </div>
    </div>
  ),
);

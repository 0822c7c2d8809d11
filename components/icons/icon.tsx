import type { SVGProps } from 'react';
import type { IconName } from '@/lib/media/icon-set.mjs';

export type { IconName };

/** The sprite's address; its version (next.config.mjs) changes with its content. */
const SPRITE = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;

/**
 * One of the store's icons, drawn from the sprite (lib/media/icon-set.mjs): the page carries a
 * reference, not the paths. Decorative (aria-hidden): its control or text carries the name.
 */
export function Icon({
  name,
  size = 24,
  ...rest
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden {...rest}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}

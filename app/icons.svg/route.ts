import { iconSprite } from '@/lib/media/icon-set.mjs';

const sprite = iconSprite();

/**
 * GET /icons.svg?v={version} — every icon of the store (lib/media/icon-set.mjs), one <symbol>
 * each. Pages ask for it with the sprite's version, so it is kept for a year.
 */
export function GET(): Response {
  return new Response(sprite, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

type IconShape = string | readonly [number, number, number];
type IconDrawing =
  { paint: 'stroke'; width: number; shapes: IconShape[] } | { paint: 'fill'; shapes: IconShape[] };

/** Every icon of the store (lib/media/icon-set.mjs). */
export declare const ICONS: Record<
  | 'search'
  | 'user'
  | 'heart'
  | 'cart'
  | 'home'
  | 'link'
  | 'menu'
  | 'close'
  | 'whatsapp'
  | 'chevron-left'
  | 'chevron-right'
  | 'chevron-up'
  | 'pix'
  | 'truck'
  | 'shield'
  | 'lock'
  | 'chat'
  | 'sales'
  | 'support'
  | 'phone'
  | 'mail'
  | 'pin'
  | 'message'
  | 'play'
  | 'rotate'
  | 'pan',
  IconDrawing
>;
export type IconName = keyof typeof ICONS;
/** The sprite: one <symbol> per icon, its id the icon's name. */
export declare function iconSprite(): string;
/** A short hash of the sprite, so that its address changes whenever an icon does. */
export declare function iconSpriteVersion(): string;

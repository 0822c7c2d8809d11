// Every icon of the store, drawn once: the sprite /icons.svg (app/icons.svg/route.ts) holds each
// as a <symbol>, and pages draw it with <svg><use href="/icons.svg?v=…#name"/></svg>
// (components/icons/icon.tsx). A page's HTML and its RSC payload then carry a short reference per
// icon instead of its paths twice over (issue 29: the header, the phone's bottom bar, the footer
// and the home's strips drew the same icons again on every page), and the browser keeps the
// sprite for a year: its address changes with its content (ICON_SPRITE_VERSION, next.config.mjs).
// Plain JavaScript, for next.config.mjs.

/** Lines on a 24×24 grid: a string is a path, [cx, cy, r] a circle. */
const stroke = (width, ...shapes) => ({ paint: 'stroke', width, shapes });
/** Filled shapes on a 24×24 grid. */
const fill = (...shapes) => ({ paint: 'fill', shapes });

export const ICONS = {
  // The store's chrome (header, bottom bar, menus).
  search: stroke(1.8, [11, 11, 7], 'm20 20-3.5-3.5'),
  user: stroke(1.8, [12, 8, 4], 'M4 21a8 8 0 0 1 16 0'),
  heart: stroke(
    1.8,
    'M12 20s-7-4.4-9.2-8.6C1.2 8.1 3.2 4.5 6.7 4.5c2 0 3.4 1.1 5.3 3 1.9-1.9 3.3-3 5.3-3 3.5 0 5.5 3.6 3.9 6.9C19 15.6 12 20 12 20Z',
  ),
  cart: stroke(
    1.8,
    'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2',
    [10, 20.5, 1.2],
    [17, 20.5, 1.2],
  ),
  home: stroke(1.8, 'M3 10.5 12 3l9 7.5', 'M5 9v11h5v-6h4v6h5V9'),
  link: stroke(
    1.8,
    'M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L11.8 5.8',
    'M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.4-1.4',
  ),
  menu: stroke(1.8, 'M4 6h16M4 12h16M4 18h16'),
  close: stroke(1.8, 'M6 6l12 12M18 6 6 18'),
  whatsapp: fill(
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z',
  ),
  // Sliders' arrows, and back to the top.
  'chevron-left': stroke(2, 'm15 6-6 6 6 6'),
  'chevron-right': stroke(2, 'm9 6 6 6-6 6'),
  'chevron-up': stroke(2, 'm6 15 6-6 6 6'),
  // Info cards and the home's feature strip (SPEC.md: Pix, delivery, warranty, security). The
  // Pix logo reduced to its rotated-square mark.
  pix: stroke(1.8, 'M12 3 21 12 12 21 3 12Z', 'M8 12h8', 'M12 8v8'),
  truck: stroke(
    1.8,
    'M3 6h11v10H3Z',
    'M14 9h4l3 3v4h-7',
    'M7.5 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z',
    'M18.5 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z',
  ),
  shield: stroke(1.8, 'M12 3 19 6v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6Z', 'm9 12 2 2 4-4'),
  lock: stroke(1.8, 'M6 11h12v10H6Z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3', 'M12 15v2'),
  // The help section and the service pages.
  chat: stroke(1.8, 'M4 5h16v11H9l-5 4Z', 'M8 10h8', 'M8 13h5'),
  sales: stroke(
    1.8,
    'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2',
    'M10 20.5h.01',
    'M17 20.5h.01',
  ),
  support: stroke(
    1.8,
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H4Z',
    'M17 14h3v5h-3Z',
    'M20 19a3 3 0 0 1-3 3h-4',
  ),
  phone: stroke(
    1.8,
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  ),
  mail: stroke(1.8, 'M3 5h18v14H3Z', 'm3 6 9 7 9-7'),
  pin: stroke(
    1.8,
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z',
    'M14.5 9.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Z',
  ),
  message: stroke(1.8, 'M4 4h16v12H7l-3 3Z', 'M8 9h8'),
  // Media blocks: a video's play badge, "drag to turn" (360 image), "drag sideways".
  play: fill('M8 5.5v13l10.5-6.5Z'),
  rotate: stroke(
    2,
    'M3 12a9 9 0 0 1 15.5-6.2M21 12a9 9 0 0 1-15.5 6.2',
    'M18.5 2.5v3.3h-3.3M5.5 21.5v-3.3h3.3',
  ),
  pan: stroke(2, 'M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4'),
};

const shape = (s) =>
  typeof s === 'string' ? `<path d="${s}"/>` : `<circle cx="${s[0]}" cy="${s[1]}" r="${s[2]}"/>`;
const paint = (icon) =>
  icon.paint === 'fill'
    ? 'fill="currentColor"'
    : `fill="none" stroke="currentColor" stroke-width="${icon.width}" stroke-linecap="round" stroke-linejoin="round"`;

/** The sprite: one <symbol> per icon, its id the icon's name. */
export function iconSprite() {
  const symbols = Object.entries(ICONS).map(
    ([name, icon]) =>
      `<symbol id="${name}" viewBox="0 0 24 24" ${paint(icon)}>${icon.shapes.map(shape).join('')}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** A short hash of the sprite (FNV-1a), so that its address changes whenever an icon does. */
export function iconSpriteVersion() {
  let hash = 0x811c9dc5;
  for (const c of iconSprite()) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

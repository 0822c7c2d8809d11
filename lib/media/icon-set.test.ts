import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GET } from '@/app/icons.svg/route';
import { ICONS, iconSprite, iconSpriteVersion } from './icon-set.mjs';

test('the sprite draws every icon once, as a symbol named after it', () => {
  const sprite = iconSprite();
  const ids = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24"/g)].map((m) => m[1]);
  expect(ids).toEqual(Object.keys(ICONS));
  expect(sprite).toContain(
    '<symbol id="cart" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"/><circle cx="10" cy="20.5" r="1.2"/><circle cx="17" cy="20.5" r="1.2"/></symbol>',
  );
  expect(sprite).toContain('<symbol id="play" viewBox="0 0 24 24" fill="currentColor">');
});

test("the sprite's version is its content's: a changed icon gets a new address", () => {
  const version = iconSpriteVersion();
  expect(version).toMatch(/^[0-9a-z]{1,7}$/);
  const menu = ICONS.menu;
  try {
    (ICONS as Record<string, unknown>).menu = { ...menu, shapes: ['M4 6h16'] };
    expect(iconSpriteVersion()).not.toBe(version);
  } finally {
    (ICONS as Record<string, unknown>).menu = menu;
  }
  expect(iconSpriteVersion()).toBe(version);
});

test('GET /icons.svg answers the sprite as SVG, kept for a year', async () => {
  const res = GET();
  expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await res.text()).toBe(iconSprite());
});

test('the declared icon names (icon-set.d.mts, which <Icon name> is checked against) are the drawn ones', () => {
  const declaration = readFileSync(path.join(__dirname, 'icon-set.d.mts'), 'utf8');
  const union = /ICONS: Record<([^,]+),/.exec(declaration)?.[1] ?? '';
  const declared = [...union.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
  expect(declared.length).toBeGreaterThan(10);
  expect([...declared].sort()).toEqual(Object.keys(ICONS).sort());
});

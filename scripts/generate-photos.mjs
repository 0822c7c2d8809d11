// Generates the demo catalogue's raster photos in public/media/photos (committed output): each
// product drawing of media-shapes.mjs lit in a studio scene (backdrop, floor, soft shadow, key
// light, sensor grain) at 1600×1280, and the home's hero banners at 1620×540, as JPEG. They stand
// in for a real store's photos, so that the demo exercises what a store's uploads go through:
// Next's image optimizer (sharp), srcset, AVIF/WebP (docs/adr/0027). Made here, no licence.
//   node scripts/generate-photos.mjs
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { banners, colours, kinds } from './media-shapes.mjs';

const dir = 'public/media/photos';
mkdirSync(dir, { recursive: true });

/** A JPEG of an SVG scene with a little gaussian grain, as a camera's sensor leaves. */
async function photo(svg, width, height, file) {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  await sharp(Buffer.from(svg))
    .resize(width, height)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`${dir}/${file}`);
}

// The studio: a lit backdrop fading to a floor, the product's blurred contact shadow, and a key
// light from the top left falling off to the bottom right.
const studio = (
  body,
  { backdrop, floor },
  mirror,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 320" width="1600" height="1280">
<defs>
  <radialGradient id="bg" cx="0.45" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}" stop-opacity="0"/><stop offset="1" stop-color="${floor}"/></linearGradient>
  <linearGradient id="key" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".28"/><stop offset=".55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".22"/></linearGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>
  <filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="5" flood-color="#000" flood-opacity=".28"/></filter>
</defs>
<rect width="400" height="320" fill="url(#bg)"/>
<rect y="200" width="400" height="120" fill="url(#floor)"/>
<ellipse cx="200" cy="282" rx="150" ry="14" fill="#000" opacity=".3" filter="url(#soft)"/>
<g filter="url(#lift)"${mirror ? ' transform="translate(400 0) scale(-1 1)"' : ''}>${body}</g>
<rect width="400" height="320" fill="url(#key)"/>
</svg>`;

const banner = (
  title,
  subtitle,
  colour,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1620" height="540">
<defs>
  <linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1120"/></linearGradient>
  <radialGradient id="spot" cx="0.78" cy="0.45" r="0.45"><stop offset="0" stop-color="#ffffff" stop-opacity=".35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
</defs>
<rect width="1200" height="400" fill="url(#g)"/>
<rect width="1200" height="400" fill="url(#spot)"/>
<ellipse cx="900" cy="352" rx="190" ry="16" fill="#000" opacity=".45" filter="url(#soft)"/>
<g transform="translate(700 40) scale(1)">${kinds.notebook('#60a5fa')}</g>
<text x="80" y="190" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">${title}</text>
<text x="80" y="250" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#e5e7eb">${subtitle}</text>
</svg>`;

for (const [kind, draw] of Object.entries(kinds)) {
  await photo(
    studio(draw(colours.a), { backdrop: '#cbd5e1', floor: '#94a3b8' }, false),
    1600,
    1280,
    `${kind}-a.jpg`,
  );
  await photo(
    studio(draw(colours.b), { backdrop: '#d6d3d1', floor: '#a8a29e' }, true),
    1600,
    1280,
    `${kind}-b.jpg`,
  );
}
for (const [i, [title, subtitle, colour]] of banners.entries()) {
  await photo(banner(title, subtitle, colour), 1620, 540, `banner-${i + 1}.jpg`);
}
console.log(`photos written to ${dir}`);

// Generates the demo data's offline SVG illustrations in public/media (committed output).
import { writeFileSync } from 'node:fs';
import { banners, colours, kinds } from './media-shapes.mjs';

const svg = (body, bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 320" width="400" height="320"><rect width="400" height="320" fill="${bg}"/>${body}</svg>\n`;

for (const [kind, draw] of Object.entries(kinds)) {
  writeFileSync(`public/media/${kind}-a.svg`, svg(draw(colours.a), '#f3f4f6'));
  writeFileSync(`public/media/${kind}-b.svg`, svg(draw(colours.b), '#e5e7eb'));
}

const banner = (title, subtitle, bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="190" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${title}</text><text x="80" y="250" font-family="sans-serif" font-size="30" fill="#e5e7eb">${subtitle}</text></svg>\n`;
banners.forEach(([title, subtitle, bg], i) =>
  writeFileSync(`public/media/banner-${i + 1}.svg`, banner(title, subtitle, bg)),
);

const blog = (n, bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450"><rect width="800" height="450" fill="${bg}"/><circle cx="620" cy="120" r="140" fill="#fff" opacity=".15"/><text x="60" y="380" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff">Blog ${n}</text></svg>\n`;
['#2563eb', '#db2777', '#16a34a', '#ea580c', '#7c3aed', '#0891b2'].forEach((bg, i) =>
  writeFileSync(`public/media/blog-${i + 1}.svg`, blog(i + 1, bg)),
);

const logo = (name, colour) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40"><rect x="2" y="6" width="28" height="28" rx="7" fill="${colour}"/><path d="M9 26V14h8a4 4 0 0 1 0 8h-8" stroke="#fff" stroke-width="3" fill="none"/><text x="38" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="#111827">${name}</text></svg>\n`;
const favicon = (colour) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colour}"/><path d="M10 24V9h7a5 5 0 0 1 0 10h-7" stroke="#fff" stroke-width="3" fill="none"/></svg>\n`;
for (const [slug, name, colour] of [
  ['demo', 'Loja Demo', '#1d4ed8'],
  ['outra', 'Outra Loja', '#15803d'],
  ['manutencao', 'Manutenção', '#4b5563'],
]) {
  writeFileSync(`public/media/logo-${slug}.svg`, logo(name, colour));
  writeFileSync(`public/media/favicon-${slug}.svg`, favicon(colour));
}
console.log('media written');

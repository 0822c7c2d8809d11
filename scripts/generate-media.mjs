// Generates the demo data's offline SVG illustrations in public/media (committed output).
import { writeFileSync } from 'node:fs';

const kinds = {
  notebook: (c) =>
    `<rect x="70" y="60" width="260" height="170" rx="10" fill="#1f2937"/><rect x="84" y="74" width="232" height="142" rx="4" fill="${c}"/><path d="M40 240h320l-24 30H64z" fill="#9ca3af"/><rect x="170" y="246" width="60" height="8" rx="4" fill="#6b7280"/>`,
  mouse: (c) =>
    `<rect x="140" y="60" width="120" height="200" rx="60" fill="${c}"/><path d="M200 60v80M140 140h120" stroke="#111827" stroke-width="4"/><rect x="192" y="90" width="16" height="34" rx="8" fill="#111827"/>`,
  teclado: (c) =>
    `<rect x="40" y="110" width="320" height="110" rx="12" fill="${c}"/>${Array.from({ length: 24 }, (_, i) => `<rect x="${56 + (i % 12) * 25}" y="${126 + Math.floor(i / 12) * 28}" width="20" height="20" rx="3" fill="#f9fafb"/>`).join('')}<rect x="110" y="186" width="180" height="20" rx="3" fill="#f9fafb"/>`,
  mochila: (c) =>
    `<path d="M150 80a50 50 0 0 1 100 0" stroke="#111827" stroke-width="10" fill="none"/><rect x="110" y="80" width="180" height="200" rx="40" fill="${c}"/><rect x="140" y="170" width="120" height="80" rx="16" fill="#111827" opacity=".25"/>`,
  headset: (c) =>
    `<path d="M100 190v-40a100 100 0 0 1 200 0v40" stroke="#111827" stroke-width="14" fill="none"/><rect x="80" y="170" width="50" height="90" rx="20" fill="${c}"/><rect x="270" y="170" width="50" height="90" rx="20" fill="${c}"/>`,
  memoria: (c) =>
    `<rect x="40" y="120" width="320" height="80" rx="6" fill="${c}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${58 + i * 38}" y="136" width="28" height="36" rx="2" fill="#111827"/>`).join('')}<path d="M40 200h320" stroke="#d4af37" stroke-width="10" stroke-dasharray="4 3"/>`,
  ssd: (c) =>
    `<rect x="90" y="70" width="220" height="170" rx="14" fill="${c}"/><rect x="120" y="100" width="160" height="60" rx="6" fill="#f9fafb" opacity=".85"/><text x="200" y="140" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#111827">SSD</text>`,
  placa: (c) =>
    `<rect x="40" y="90" width="320" height="130" rx="10" fill="#111827"/><circle cx="130" cy="155" r="45" fill="${c}"/><circle cx="270" cy="155" r="45" fill="${c}"/><circle cx="130" cy="155" r="12" fill="#111827"/><circle cx="270" cy="155" r="12" fill="#111827"/><path d="M60 220h200" stroke="#d4af37" stroke-width="10"/>`,
  kit: (c) =>
    `<rect x="60" y="150" width="200" height="70" rx="10" fill="${c}"/><rect x="280" y="140" width="60" height="100" rx="30" fill="#111827"/><rect x="100" y="60" width="140" height="80" rx="8" fill="#1f2937"/>`,
};
const colours = { a: '#3b82f6', b: '#f97316' };

const svg = (body, bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 320" width="400" height="320"><rect width="400" height="320" fill="${bg}"/>${body}</svg>\n`;

for (const [kind, draw] of Object.entries(kinds)) {
  writeFileSync(`public/media/${kind}-a.svg`, svg(draw(colours.a), '#f3f4f6'));
  writeFileSync(`public/media/${kind}-b.svg`, svg(draw(colours.b), '#e5e7eb'));
}

const banner = (title, subtitle, bg) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="80" y="190" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${title}</text><text x="80" y="250" font-family="sans-serif" font-size="30" fill="#e5e7eb">${subtitle}</text></svg>\n`;
writeFileSync(
  'public/media/banner-1.svg',
  banner('Black Friday', 'Notebooks com até 30% off', '#1d4ed8'),
);
writeFileSync(
  'public/media/banner-2.svg',
  banner('Monte seu setup', 'Acessórios e periféricos', '#9333ea'),
);
writeFileSync(
  'public/media/banner-3.svg',
  banner('10% de desconto no Pix', 'Em todo o site', '#059669'),
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

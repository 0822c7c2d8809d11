// The demo catalogue's product drawings (a 400×320 canvas), shared by the SVG illustrations
// (generate-media.mjs) and the raster photos (generate-photos.mjs).
export const kinds = {
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
export const colours = { a: '#3b82f6', b: '#f97316' };

// The banners' titles, subtitles and colours (1200×400 canvas).
export const banners = [
  ['Black Friday', 'Notebooks com até 30% off', '#1d4ed8'],
  ['Monte seu setup', 'Acessórios e periféricos', '#9333ea'],
  ['10% de desconto no Pix', 'Em todo o site', '#059669'],
];

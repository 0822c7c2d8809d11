// Generates the offline media of the page-builder demo pages (style guide, product presentation)
// in public/media (committed output): the frames of a 360° notebook, a wide panorama, a
// before/after pair, the video poster and, when Chromium is installed, a short WebM of the turn
// recorded by its MediaRecorder. No network.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const out = (name, body) => writeFileSync(`public/media/${name}`, body);
const round = (n) => Math.round(n * 10) / 10;

// --- A notebook turned round: a base and an open lid, projected orthographically. ---
const deg = Math.PI / 180;
const tilt = 22 * deg; // the camera looks down this much
const lidBack = 15 * deg; // the open lid leans back from vertical
const L = 190;
const hinge = (x) => [x, 14, -100];
const lidPoint = (x, s, k) => {
  const [hx, hy, hz] = hinge(x);
  return [
    hx,
    hy + s * Math.cos(lidBack) + k * Math.sin(lidBack),
    hz - s * Math.sin(lidBack) + k * Math.cos(lidBack),
  ];
};
const lidNormal = (sign) => [0, sign * Math.sin(lidBack), sign * Math.cos(lidBack)];
const box = (x0, x1, y0, y1, z0, z1) => {
  const p = (x, y, z) => [x, y, z];
  return [
    {
      n: [0, 1, 0],
      pts: [p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)],
      name: 'top',
    },
    {
      n: [0, -1, 0],
      pts: [p(x0, y0, z0), p(x1, y0, z0), p(x1, y0, z1), p(x0, y0, z1)],
      name: 'bottom',
    },
    {
      n: [0, 0, 1],
      pts: [p(x0, y0, z1), p(x1, y0, z1), p(x1, y1, z1), p(x0, y1, z1)],
      name: 'front',
    },
    {
      n: [0, 0, -1],
      pts: [p(x0, y0, z0), p(x1, y0, z0), p(x1, y1, z0), p(x0, y1, z0)],
      name: 'back',
    },
    {
      n: [1, 0, 0],
      pts: [p(x1, y0, z0), p(x1, y1, z0), p(x1, y1, z1), p(x1, y0, z1)],
      name: 'right',
    },
    {
      n: [-1, 0, 0],
      pts: [p(x0, y0, z0), p(x0, y1, z0), p(x0, y1, z1), p(x0, y0, z1)],
      name: 'left',
    },
  ];
};
const baseFaces = box(-150, 150, 0, 14, -100, 100);
const lidFaces = (() => {
  const q = (x, s, k) => lidPoint(x, s, k);
  const [w, t] = [147, -6];
  return [
    { n: lidNormal(1), pts: [q(-w, 0, 0), q(w, 0, 0), q(w, L, 0), q(-w, L, 0)], name: 'screen' },
    { n: lidNormal(-1), pts: [q(-w, 0, t), q(w, 0, t), q(w, L, t), q(-w, L, t)], name: 'lid' },
    { n: [1, 0, 0], pts: [q(w, 0, 0), q(w, L, 0), q(w, L, t), q(w, 0, t)], name: 'edge' },
    { n: [-1, 0, 0], pts: [q(-w, 0, 0), q(-w, L, 0), q(-w, L, t), q(-w, 0, t)], name: 'edge' },
    {
      n: [0, Math.cos(lidBack), -Math.sin(lidBack)],
      pts: [q(-w, L, 0), q(w, L, 0), q(w, L, t), q(-w, L, t)],
      name: 'edge',
    },
  ];
})();
// Decals drawn on a face when it faces the camera.
const decals = {
  top: [
    {
      fill: '#1f2937',
      pts: [
        [-132, 14.1, -88],
        [132, 14.1, -88],
        [132, 14.1, 12],
        [-132, 14.1, 12],
      ],
    },
    {
      fill: '#d1d5db',
      pts: [
        [-40, 14.1, 28],
        [40, 14.1, 28],
        [40, 14.1, 86],
        [-40, 14.1, 86],
      ],
    },
  ],
  screen: [
    {
      fill: '#1d4ed8',
      pts: [
        [-134, 14, 0.3],
        [134, 14, 0.3],
        [134, L - 14, 0.3],
        [-134, L - 14, 0.3],
      ],
    },
    {
      fill: '#f97316',
      pts: [
        [-110, 40, 0.4],
        [-10, 40, 0.4],
        [-10, 120, 0.4],
        [-110, 120, 0.4],
      ],
    },
    {
      fill: '#e5e7eb',
      pts: [
        [10, 40, 0.4],
        [110, 40, 0.4],
        [110, 60, 0.4],
        [10, 60, 0.4],
      ],
    },
    {
      fill: '#e5e7eb',
      pts: [
        [10, 75, 0.4],
        [80, 75, 0.4],
        [80, 90, 0.4],
        [10, 90, 0.4],
      ],
    },
  ].map((d) => ({ ...d, pts: d.pts.map(([x, s, k]) => lidPoint(x, s, k)) })),
  lid: [
    {
      fill: '#f9fafb',
      pts: Array.from({ length: 20 }, (_, i) => {
        const a = (i / 20) * 2 * Math.PI;
        return lidPoint(24 * Math.cos(a), 95 + 24 * Math.sin(a), -6.3);
      }),
    },
  ],
};
const colours = {
  top: '#9ca3af',
  bottom: '#6b7280',
  screen: '#111827',
  lid: '#9ca3af',
  edge: '#6b7280',
};
const view =
  (theta) =>
  ([x, y, z]) => {
    const x1 = x * Math.cos(theta) + z * Math.sin(theta);
    const z1 = -x * Math.sin(theta) + z * Math.cos(theta);
    return [x1, y * Math.cos(tilt) - z1 * Math.sin(tilt), y * Math.sin(tilt) + z1 * Math.cos(tilt)];
  };
const shade = (hex, light) => {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${c.map((v) => Math.round(Math.min(255, v * light))).join(',')})`;
};
const scale = 1.45;
const [cx, cy] = [400, 400];
const poly = (pts, fill) =>
  `<path d="M${pts.map(([x, y]) => `${round(cx + x * scale)} ${round(cy - y * scale)}`).join('L')}Z" fill="${fill}"/>`;

/** The notebook at angle `theta`, as SVG elements on an 800 × 600 canvas. */
function notebook(theta) {
  const v = view(theta);
  const lightDir = [-0.4, 0.75, 0.5];
  const facesOf = (faces) =>
    faces
      .map((f) => ({ ...f, nv: v(f.n) }))
      .filter((f) => f.nv[2] > 1e-6)
      .map((f) => {
        const light =
          0.62 +
          0.5 * Math.max(0, f.nv[0] * lightDir[0] + f.nv[1] * lightDir[1] + f.nv[2] * lightDir[2]);
        const base = poly(f.pts.map(v), shade(colours[f.name] ?? '#9ca3af', light));
        const extra = (decals[f.name] ?? []).map((d) =>
          poly(d.pts.map(v), shade(d.fill, f.name === 'screen' ? 1 : light)),
        );
        return base + extra.join('');
      })
      .join('');
  const depth = (p) => v(p)[2];
  const lidFirst = depth(lidPoint(0, L / 2, -3)) < depth([0, 7, 0]);
  const parts = [facesOf(baseFaces), facesOf(lidFaces)];
  return `<ellipse cx="${cx}" cy="${cy + 60}" rx="260" ry="46" fill="#000" opacity=".08"/>${(lidFirst ? parts.reverse() : parts).join('')}`;
}
const frames = 24;
const frameSvg = (i) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><rect width="800" height="600" fill="#f3f4f6"/>${notebook((i / frames) * 2 * Math.PI)}</svg>\n`;
for (let i = 0; i < frames; i++)
  out(`notebook-360-${String(i + 1).padStart(2, '0')}.svg`, frameSvg(i));

// --- A wide panorama: sky, three mountain ranges, a town, a lake. ---
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const ridge = (width, base, amp, seed, fill, step = 40) => {
  const rnd = random(seed);
  const phases = [rnd(), rnd(), rnd()].map((p) => p * 2 * Math.PI);
  const pts = [];
  for (let x = 0; x <= width; x += step) {
    const y =
      base -
      amp *
        (0.55 * Math.sin(x / 310 + phases[0]) +
          0.3 * Math.sin(x / 130 + phases[1]) +
          0.15 * Math.sin(x / 57 + phases[2]));
    pts.push(`${x} ${round(y)}`);
  }
  return `<path d="M0 600L${pts.join('L')}L${width} 600Z" fill="${fill}"/>`;
};
function panorama() {
  const W = 2400;
  const rnd = random(7);
  let town = '';
  for (let x = 760; x < 1700; x += 34 + Math.floor(rnd() * 20)) {
    const h = 40 + Math.floor(rnd() * 110);
    const w = 26 + Math.floor(rnd() * 16);
    town += `<rect x="${x}" y="${430 - h}" width="${w}" height="${h}" fill="#334155"/>`;
    for (let wy = 436 - h; wy < 420; wy += 14)
      for (let wx = x + 5; wx < x + w - 6; wx += 9)
        if (rnd() > 0.45) town += `<rect x="${wx}" y="${wy}" width="4" height="6" fill="#fde68a"/>`;
  }
  const trees = Array.from({ length: 40 }, (_, i) => {
    const x = 40 + i * 60 + Math.floor(rnd() * 30);
    if (x > 740 && x < 1720) return '';
    const h = 30 + rnd() * 30;
    return `<path d="M${x} ${455 - h}l14 ${h}h-28z" fill="#166534"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} 600" width="${W}" height="600"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset=".55" stop-color="#f59e0b"/><stop offset="1" stop-color="#fde68a"/></linearGradient><linearGradient id="w" x2="0" y2="1"><stop offset="0" stop-color="#1e40af"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="${W}" height="600" fill="url(#s)"/><circle cx="1640" cy="300" r="70" fill="#fef3c7"/>${ridge(W, 300, 90, 1, '#7c3aed', 30)}${ridge(W, 360, 70, 2, '#5b21b6')}${ridge(W, 420, 40, 3, '#3b0764')}<rect y="430" width="${W}" height="30" fill="#14532d"/>${town}${trees}<rect y="455" width="${W}" height="145" fill="url(#w)"/><path d="M1600 470h80M1570 500h140M1610 535h60" stroke="#fde68a" stroke-width="4" opacity=".6"/></svg>\n`;
}
out('panorama-vista.svg', panorama());

// --- Before and after: the same landscape on a dull HD panel and on an OLED panel. ---
const landscape = (p) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 600" width="960" height="600"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${p.sky1}"/><stop offset="1" stop-color="${p.sky2}"/></linearGradient></defs><rect width="960" height="600" fill="url(#s)"/><circle cx="700" cy="170" r="60" fill="${p.sun}"/>${ridge(960, 330, 80, 11, p.far, 24)}${ridge(960, 400, 60, 12, p.near, 24)}<rect y="430" width="960" height="170" fill="${p.lake}"/><path d="M640 460h120M620 495h160M660 530h80" stroke="${p.sun}" stroke-width="6" opacity=".7"/><path d="M120 430c30-80 60-80 90 0z" fill="${p.tree}"/><path d="M200 430c25-60 50-60 75 0z" fill="${p.tree}"/>${p.haze ? `<rect width="960" height="600" fill="#fff" opacity="${p.haze}"/>` : ''}</svg>\n`;
out(
  'comparacao-antes.svg',
  landscape({
    sky1: '#64748b',
    sky2: '#a8a29e',
    sun: '#d6d3d1',
    far: '#57534e',
    near: '#44403c',
    lake: '#475569',
    tree: '#3f3f46',
    haze: 0.18,
  }),
);
out(
  'comparacao-depois.svg',
  landscape({
    sky1: '#1d4ed8',
    sky2: '#f472b6',
    sun: '#fde047',
    far: '#7c3aed',
    near: '#15803d',
    lake: '#0e7490',
    tree: '#14532d',
    haze: 0,
  }),
);

// --- The video's poster and the custom slider's backgrounds. ---
out(
  'video-poster.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/><g transform="translate(600 140) scale(.9)">${notebook(-35 * deg)}</g><text x="80" y="140" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">Notebook Demo Pro 15</text><text x="80" y="195" font-family="sans-serif" font-size="30" fill="#cbd5e1">Conheça em detalhes</text></svg>\n`,
);
const slideBackground = (from, to) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><defs><linearGradient id="g" x1="0" x2="1" y2=".4"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="980" cy="60" r="220" fill="#fff" opacity=".07"/><circle cx="1120" cy="360" r="160" fill="#fff" opacity=".06"/></svg>\n`;
out('slide-fundo-1.svg', slideBackground('#0f172a', '#1d4ed8'));
out('slide-fundo-2.svg', slideBackground('#3b0764', '#db2777'));
console.log('block media written');

// --- A 4 s WebM of two turns, recorded offline by Chromium (skipped without it). ---
const chromium = '/usr/bin/chromium';
if (existsSync(chromium)) {
  const { chromium: launcher } = await import('@playwright/test');
  const browser = await launcher.launch({ executablePath: chromium, args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const urls = Array.from({ length: frames }, (_, i) => {
    const svg = readFileSync(`public/media/notebook-360-${String(i + 1).padStart(2, '0')}.svg`);
    return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  });
  const webm = await page.evaluate(async (sources) => {
    const images = await Promise.all(
      sources.map(
        (src) =>
          new Promise((resolve) => {
            const img = new Image();
            img.onload = () => resolve(img);
            img.src = src;
          }),
      ),
    );
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const ctx = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(24), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 250_000,
    });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let i = 0; i < images.length * 2; i++) {
      ctx.fillStyle = '#f3f4f6';
      ctx.fillRect(0, 0, 640, 360);
      ctx.drawImage(images[i % images.length], 80, -20, 480, 360);
      ctx.fillStyle = '#111827';
      ctx.font = 'bold 22px sans-serif';
      ctx.fillText('Notebook Demo Pro 15', 20, 340);
      await new Promise((r) => setTimeout(r, 1000 / 12));
    }
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks).arrayBuffer();
    let binary = '';
    new Uint8Array(buffer).forEach((b) => (binary += String.fromCharCode(b)));
    return btoa(binary);
  }, urls);
  out('notebook-demo.webm', Buffer.from(webm, 'base64'));
  await browser.close();
  console.log('video written');
}

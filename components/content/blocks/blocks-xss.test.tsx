import { recordWarnings, renderBlocks } from './test-render';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';

/** Slides with every field, with a title link only, with a hidden link only. */
const slides = [
  {
    url: '/media/banner-1.svg',
    alt: 'Banner',
    link: '/notebooks',
    text1: 'Título',
    text2: 'Subtítulo',
    text3: 'Linha',
    btnText: 'Ver',
    img1: '/media/a.svg',
    img2: '/media/b.svg',
    img3: '/media/c.svg',
  },
  { url: '/media/banner-2.svg', alt: 'Outro', link: '/x', text1: 'Só o título' },
  { url: '/media/banner-3.svg', alt: 'Sem texto', link: '/y' },
];

/** A valid sample of every block that renders content text, with every string prop filled. */
const samples: Record<string, object> = {
  text: { html: '<p>Texto</p>' },
  button: { text: 'Comprar', link: '/notebooks' },
  image: { url: '/media/banner-1.svg', alt: 'Banner', width: 1200, height: 400, link: '/x' },
  card: {
    title: 'Card',
    text: 'Texto do card',
    image: { url: '/media/notebook-a.svg', alt: 'Notebook', width: 400, height: 320 },
    link: '/notebooks',
    btnText: 'Ver',
  },
  'info-card': { icon: 'pix', title: 'Pix', text: '10% de desconto' },
  accordion: { items: [{ title: 'Pergunta', html: '<p>Resposta</p>' }] },
  'banner-slider': { images: slides },
  'custom-banner-slider': { label: 'Lançamentos', images: slides },
  video: { url: '/media/v.webm', title: 'Vídeo', poster: '/media/p.svg', caption: 'Legenda' },
  'video-box': {
    url: 'https://youtu.be/aqz-KE-bpKQ',
    title: 'Vídeo',
    text: 'Texto',
    poster: '/media/p.svg',
  },
  'image-360': {
    frames: ['/media/1.svg', '/media/2.svg'],
    alt: 'Notebook',
    hint: 'Gire',
    width: 800,
    height: 600,
  },
  'panoramic-image': {
    url: '/media/p.svg',
    alt: 'Vista',
    hint: 'Arraste',
    width: 2400,
    height: 600,
  },
  'image-comparison': {
    before: { url: '/media/a.svg', alt: 'Antes' },
    after: { url: '/media/b.svg', alt: 'Depois' },
    beforeLabel: 'HD',
    afterLabel: 'OLED',
    label: 'Comparar',
    width: 960,
    height: 600,
  },
  tabs: { label: 'Detalhes', items: [{ title: 'Aba', html: '<p>Painel</p>' }] },
  iframe: { url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', title: 'Vídeo' },
};
/** The YouTube variant of the video block renders its texts in the facade instead. */
const youtubeVideo = { url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Vídeo', caption: 'Legenda' };

type Path = (string | number)[];
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}
function withValue(value: unknown, path: Path, replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValue(copy[head!], rest, replacement);
  return copy;
}

const cases = [...Object.entries(samples), ['video (YouTube)', youtubeVideo] as const].flatMap(
  ([name, props]) =>
    stringPaths(props).map((path) => ({
      name,
      type: name === 'video (YouTube)' ? 'video' : name,
      props,
      path,
    })),
);
/** Props that take no free text (URLs, an icon name): they refuse the vectors instead. */
const refusing = /(url|link|poster|img\d|frames\.\d+|icon)$/;

/**
 * React hoists a preload of each eager, high-priority image (a slider's first, LCP image) to the
 * front of the markup; in a page it goes to the head. Its href is the validated image URL.
 */
function withoutImagePreloads(html: string): string {
  const preloads = /^(?:<link rel="preload" [^>]*as="image"[^>]*\/>)*/.exec(html)![0];
  for (const [, href] of preloads.matchAll(/ href="([^"]*)"/g))
    expect(href).toMatch(/^(?:\/(?!\/)|https?:\/\/)/);
  // A preload by srcset (lib/media/preload-image.ts) names only the optimizer's addresses.
  for (const [, srcSet] of preloads.matchAll(/ imageSrcSet="([^"]*)"/g))
    for (const candidate of srcSet!.split(', '))
      expect(candidate).toMatch(/^\/_next\/image\?url=[^ "<>]+ \d+w$/);
  return html.slice(preloads.length);
}

const warn = recordWarnings();

test('every sample renders as it is', async () => {
  for (const [type, props] of Object.entries(samples)) {
    expect(await renderBlocks([{ type, props }])).not.toBe('');
  }
  expect(warn()).not.toHaveBeenCalled();
});

test.each(cases.map((c) => [`${c.name} ${c.path.join('.')}`, c] as const))(
  '%s: no XSS vector renders runnable markup',
  async (_, { type, props, path }) => {
    const blocks = xssVectors.map((vector) => ({ type, props: withValue(props, path, vector) }));
    const html = withoutImagePreloads(await renderBlocks(blocks));
    expect(runnableMarkup(html)).toEqual([]);
    // Text props take (most) vectors as text, so their rendering is what is under test here;
    // URL props refuse them.
    const refused = warn().mock.calls.length;
    if (refusing.test(path.join('.'))) expect(refused).toBeGreaterThan(xssVectors.length - 10);
    else expect(refused).toBeLessThan(xssVectors.length);
  },
);

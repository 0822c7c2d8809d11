// Rendering is not under test here: only validation, so the server-only modules the blocks
// render with are replaced (next-intl ships ESM only, loaders need a Next request scope).
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));
jest.mock('@/lib/content/data', () => ({
  getBlockProducts: jest.fn(),
  countdownRenderTime: jest.fn(),
}));

import type { Route } from '@/lib/contracts/router';
import { demoHome, demoPages } from '@/lib/server/db/seed/content';
import {
  blockProblems,
  blockRegistry,
  homeBlocks,
  resolveBlocks,
  resolveContent,
  type ResolvedBlock,
} from './registry';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const types = (blocks: ResolvedBlock[]): unknown[] =>
  blocks.map((b) => (b.children.length > 0 ? [b.type, types(b.children)] : b.type));
const warned = () => warn.mock.calls.map((c) => String(c[0]));
const textBlock = (html: string) => ({ type: 'text', props: { html } });
const sanitized = (html: string) => {
  const [block] = resolveBlocks([textBlock(html)]);
  return (block?.props as { html: string }).html;
};

describe('resolveBlocks', () => {
  test('an unknown block is skipped and logged with its type; its siblings stay', () => {
    const blocks = resolveBlocks([
      { type: 'video-360', props: { url: '/v.mp4' } },
      textBlock('<p>Olá</p>'),
    ]);
    expect(types(blocks)).toEqual(['text']);
    expect(warned()).toEqual([expect.stringContaining('"video-360" at b0: unknown type')]);
  });

  test('a block with invalid props is skipped and logged with its type', () => {
    const blocks = resolveBlocks([
      { type: 'info-card', props: { icon: 'rocket', title: 'Entrega rápida' } },
      { type: 'countdown', props: { dateEnd: 'amanhã' } },
      { type: 'button', props: { text: 'Ver', link: 'javascript:alert(1)' } },
      { type: 'info-card', props: { icon: 'truck', title: 'Entrega rápida' } },
    ]);
    expect(types(blocks)).toEqual(['info-card']);
    expect(warned()).toEqual([
      expect.stringContaining('"info-card" at b0: invalid props'),
      expect.stringContaining('"countdown" at b1: invalid props'),
      expect.stringContaining('"button" at b2: invalid props'),
    ]);
  });

  test('a bad child is skipped alone; a container left empty is dropped', () => {
    const blocks = resolveBlocks([
      {
        type: 'grid-container',
        props: { columns: 2 },
        children: [
          { type: 'grid-item', children: [textBlock('<p>A</p>'), 'not a block'] },
          { type: 'grid-item', children: [{ type: 'nope' }] },
        ],
      },
      { type: 'page-container', children: [] },
    ]);
    expect(types(blocks)).toEqual([['grid-container', [['grid-item', ['text']]]]]);
    expect(blocks[0]?.children[0]?.children[0]?.id).toBe('b0-0-0');
    expect(warned()).toHaveLength(2);
  });

  test('text HTML is sanitized: no script, no event attributes, no javascript: links', () => {
    const html = sanitized(
      '<p onclick="steal()">Oi <script>alert(1)</script><img src="/x.png" onerror="alert(2)" alt="x">' +
        '<a href="javascript:alert(3)">mau</a> <a href="https://exemplo.com" target="_blank">bom</a></p>' +
        '<h1>Título</h1><iframe src="https://mal.example"></iframe><p style="color:red">cor</p>',
    );
    expect(html).toBe(
      '<p>Oi <img src="/x.png" alt="x" loading="lazy" /><a>mau</a> ' +
        '<a href="https://exemplo.com" target="_blank" rel="noopener noreferrer">bom</a></p>' +
        '<h2>Título</h2><p>cor</p>',
    );
  });

  test('a link that opens in the same tab loses a stray target and keeps its href', () => {
    expect(sanitized('<a href="/notebooks" target="_top">Notebooks</a>')).toBe(
      '<a href="/notebooks">Notebooks</a>',
    );
  });
});

describe('resolveContent and homeBlocks', () => {
  test('the demo home renders every block of the seed', () => {
    const blocks = resolveContent(demoHome);
    expect(types(blocks)).toEqual([
      [
        'page-container',
        [
          'banner-slider',
          'countdown',
          [
            'grid-container',
            [
              ['grid-item', ['info-card']],
              ['grid-item', ['info-card']],
              ['grid-item', ['info-card']],
              ['grid-item', ['info-card']],
            ],
          ],
          'product-slider',
          'product-slider',
          'product-grid',
          'product-grid',
        ],
      ],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  const flat = (blocks: ResolvedBlock[]): string[] =>
    blocks.flatMap((b) => [b.type, ...flat(b.children)]);
  const demoPage = (url: string) => demoPages.find((p) => p.url === url)!.body;

  test('the style guide shows every block of the registry, each one valid', () => {
    const blocks = resolveContent(demoPage('style-guide'));
    expect(new Set(flat(blocks))).toEqual(new Set(Object.keys(blockRegistry)));
    expect(warn).not.toHaveBeenCalled();
  });

  test('the product presentation turns, compares, tabs and pans the Notebook Demo Pro 15', () => {
    const blocks = resolveContent(demoPage('apresentacao-do-produto'));
    expect(
      flat(blocks).filter(
        (t) => !['page-container', 'grid-container', 'grid-item', 'text'].includes(t),
      ),
    ).toEqual(['image-360', 'video-box', 'image-comparison', 'tabs', 'panoramic-image', 'button']);
    expect(warn).not.toHaveBeenCalled();
  });

  test('institutional pages are a page container with a text block', () => {
    const privacy = demoPages.find((p) => p.url === 'politica-de-privacidade')!;
    const [container] = resolveContent(privacy.body);
    expect(types([container!])).toEqual([['page-container', ['text']]]);
    expect((container!.children[0]!.props as { html: string }).html).toContain(
      'Lei Geral de Proteção de Dados (LGPD)',
    );
  });

  const content = (json: unknown, visible = true): Route => ({
    type: 'content',
    content: {
      id: 1,
      name: 'Página inicial',
      url: 'home',
      visible,
      metaTitle: null,
      metaKeywords: null,
      metaDescription: null,
      json,
    },
  });

  test('the fixed home is used when the home content is missing, hidden or unusable', () => {
    expect(homeBlocks(null)).toEqual([]);
    expect(homeBlocks(content(demoHome, false))).toEqual([]);
    expect(homeBlocks(content(null))).toEqual([]);
    expect(homeBlocks(content('{"blocks":'))).toEqual([]);
    expect(homeBlocks(content({ blocks: 'all' }))).toEqual([]);
    expect(homeBlocks(content({ blocks: [] }))).toEqual([]);
    expect(
      homeBlocks(content({ blocks: [{ type: 'page-container', children: [{ type: 'x' }] }] })),
    ).toEqual([]);
    expect(homeBlocks(content(demoHome))).toHaveLength(1);
  });
});

describe('translations (issue 30 item 2)', () => {
  const hero = {
    type: 'button',
    props: { text: 'Ver ofertas', link: '/notebooks' },
    translations: { en: { text: 'See deals' } },
  };

  test('an English shopper gets the texts the store translated, a Portuguese one the Portuguese', () => {
    expect(resolveBlocks([hero], 'en')[0]?.props).toMatchObject({
      text: 'See deals',
      link: '/notebooks',
    });
    expect(resolveBlocks([hero], 'pt')[0]?.props).toMatchObject({ text: 'Ver ofertas' });
    const untranslated = { ...hero, translations: { en: { text: '  ' } } };
    expect(resolveBlocks([untranslated], 'en')[0]?.props).toMatchObject({ text: 'Ver ofertas' });
  });

  test('a wrong translation is a problem on its own field, and stops nothing else', () => {
    expect(
      blockProblems([
        { ...hero, translations: { en: { text: 'See deals', link: 'javascript:alert(1)' } } },
      ]),
    ).toEqual([{ path: '0.translations.en.link', key: 'backOffice.pages.blockErrors.link' }]);
    // The Portuguese is wrong: told once, on the Portuguese field.
    expect(blockProblems([{ ...hero, props: { text: 'Ver ofertas' } }])).toEqual([
      { path: '0.props.link', key: 'validation.required' },
    ]);
    // A shopper in English does not get a block whose translation its schema refuses.
    expect(
      resolveBlocks([{ ...hero, translations: { en: { link: 'javascript:alert(1)' } } }], 'en'),
    ).toEqual([]);
  });
});

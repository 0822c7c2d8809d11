// The shops block renders texts typed by the content team: each hostile string, in each field,
// renders as text (or the block is left out), and the section keeps the #lojas anchor.
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => `shops.${key}`,
}));

import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Company } from '@/lib/contracts/company';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';
import { shops } from './shops';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const ctx = { store: { name: 'Loja Demo' } as Company, locale: 'pt' as const };

/** Binds raw props and renders the (async) block to HTML; null when the props are refused. */
async function render(props: unknown): Promise<string | null> {
  const bound = shops.bind(props);
  if (!bound.ok) return null;
  const element = bound.render(ctx, undefined, 'b0-1') as ReactElement;
  if (!isValidElement(element)) throw new Error('not an element');
  const Component = element.type as (p: object) => Promise<ReactElement>;
  return renderToStaticMarkup(await Component(element.props as object));
}

const paulista = {
  name: 'Loja Paulista',
  address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
  hours: 'Segunda a sábado, das 10:00 às 20:00',
  phone: '(11) 4000-1000',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Av.+Paulista',
};

test('the shops section carries the lojas anchor, each shop with its address, hours and phone', async () => {
  const html = (await render({ shops: [paulista] }))!;
  expect(html).toMatch(/^<section id="lojas" aria-labelledby="b0-1-title"/);
  expect(html).toContain('shops.title</h2>');
  expect(html).toContain('<h3 class="font-semibold text-neutral-900">Loja Paulista</h3>');
  expect(html).toContain('href="tel:1140001000"');
  expect(html).toContain('target="_blank" rel="noopener noreferrer"');
});

test('a map link that is not http(s) or an empty list refuses the block', async () => {
  expect(await render({ shops: [{ ...paulista, mapUrl: 'javascript:alert(1)' }] })).toBeNull();
  expect(await render({ shops: [] })).toBeNull();
  expect(await render({ shops: [paulista], anchor: '"><script>' })).toBeNull();
});

test.each(xssVectors.map((v, i) => [i, v] as const))(
  'vector %i in the title and every shop field runs nothing',
  async (_, vector) => {
    const variants = [
      { title: vector, shops: [paulista] },
      { shops: [{ name: vector, address: vector, hours: vector, phone: vector }] },
      { shops: [{ ...paulista, mapUrl: vector }] },
    ];
    for (const props of variants) {
      const html = await render(props);
      if (html !== null) expect(runnableMarkup(html)).toEqual([]);
    }
  },
);

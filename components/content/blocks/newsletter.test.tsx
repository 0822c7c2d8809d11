// The newsletter block shows the content team's heading and text: hostile strings render as
// text. The store's texts come out as their keys (next-intl/server is replaced here).
jest.mock('next-intl/server', () => ({
  getTranslations:
    async ({ namespace }: { namespace: string }) =>
    (key: string) =>
      `${namespace}.${key}`,
}));

import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import type { Company } from '@/lib/contracts/company';
import { WithQueryClient } from '@/test/query-client';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';
import { newsletter } from './newsletter';

const ctx = { store: { name: 'Loja Demo' } as Company, locale: 'pt' as const };

/** Renders the block down to the server's HTML, resolving its async server component on the way. */
async function render(props: unknown): Promise<string | null> {
  const bound = newsletter.bind(props);
  if (!bound.ok) return null;
  let node = bound.render(ctx, undefined, 'b0') as ReactElement;
  // Block → Newsletter (async, server) → NewsletterSignup (client): resolve the server layers.
  for (let i = 0; i < 2; i++) {
    const Component = node.type as (p: object) => ReactElement | Promise<ReactElement>;
    node = await Component(node.props as object);
  }
  // prerender waits for the lazily loaded form (newsletter-signup.tsx), as the server's stream does.
  const { prelude } = await prerender(<WithQueryClient>{node}</WithQueryClient>);
  return new Response(prelude).text();
}

test('the block renders the sign-up form with its four fields and its own heading', async () => {
  const html = (await render({ title: 'Quero as ofertas', text: 'Deixe seus dados.' }))!;
  expect(html).toContain('Quero as ofertas</h2>');
  expect(html).toContain('Deixe seus dados.</p>');
  for (const name of ['name', 'email', 'area_de_interesse', 'phone'])
    expect(html).toContain(`name="${name}"`);
  expect(html).toContain('<option value="games">newsletter.areas.games</option>');
  expect(html).toContain('placeholder="(99)99999-9999"');
});

test('without props it takes the store texts', async () => {
  expect(await render({})).toContain('newsletter.title</h2>');
});

test.each(xssVectors.map((v, i) => [i, v] as const))(
  'vector %i as heading and text runs nothing',
  async (_, vector) => {
    const html = await render({ title: vector.slice(0, 120), text: vector.slice(0, 300) });
    expect(html).not.toBeNull();
    expect(runnableMarkup(html!)).toEqual([]);
  },
);

import { query, renderBlocks } from './test-render';

test('the hero keeps its slides, eager first image, captions, links and autoplay control', async () => {
  const $ = query(
    await renderBlocks([
      {
        type: 'banner-slider',
        props: {
          images: [
            {
              url: '/media/banner-1.svg',
              link: '/notebooks',
              text1: 'Black Friday',
              btnText: 'Ver ofertas',
            },
            { url: '/media/banner-2.svg', alt: 'Setup', link: '/acessorios' },
          ],
        },
      },
    ]),
  );
  expect($.one('div', { role: 'region' }).attribs).toMatchObject({
    'aria-label': 'Destaques',
    'data-testid': 'banner-slider',
  });
  expect(
    $.all('img').map((i) => [i.attribs.src, i.attribs.loading, i.attribs.fetchpriority]),
  ).toEqual([
    ['/media/banner-1.svg', 'eager', 'high'],
    ['/media/banner-2.svg', 'lazy', undefined],
  ]);
  expect($.all('a').map((a) => [a.attribs.href, $.text(a)])).toEqual([
    ['/notebooks', 'Ver ofertas'],
    ['/acessorios', 'Setup'],
  ]);
  expect($.all('button').map((b) => b.attribs['aria-label'] ?? $.text(b))).toEqual([
    'Banner anterior',
    'Próximo banner',
    'Ir para o banner 1',
    'Ir para o banner 2',
    'Pausar banners',
  ]);
});

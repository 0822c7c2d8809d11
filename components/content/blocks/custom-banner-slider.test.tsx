import { query, recordWarnings, renderBlocks } from './test-render';

const warn = recordWarnings();

const slider = (props: object) => ({ type: 'custom-banner-slider', props });
const first = {
  url: '/media/slide-fundo-1.svg',
  link: '/notebook-demo-pro-15',
  text1: 'Notebook Demo Pro 15',
  text2: 'Tela OLED 2.8K',
  text3: 'Em até 12x sem juros',
  btnText: 'Conhecer',
  img1: '/media/notebook-a.svg',
  img2: '/media/mouse-a.svg',
  img3: '/media/headset-a.svg',
};
const second = {
  url: '/media/slide-fundo-2.svg',
  alt: 'Acessórios',
  link: 'https://outra.exemplo.com.br/acessorios',
  text1: 'Acessórios',
  text2: '',
  text3: '',
  btnText: '',
  img1: '/media/teclado-b.svg',
};

test('every Slider image field shows: background, three texts, button link, img1-3', async () => {
  const $ = query(await renderBlocks([slider({ label: 'Lançamentos', images: [first, second] })]));
  const region = $.one('div', { role: 'region' });
  expect(region.attribs).toMatchObject({
    'aria-label': 'Lançamentos',
    'aria-roledescription': 'carrossel',
    'data-testid': 'custom-banner-slider',
  });
  const [one, two] = $.all('div', { role: 'group' });
  expect(one!.attribs['aria-label']).toBe('1 de 2');
  expect(two!.attribs).toMatchObject({ 'aria-label': '2 de 2', inert: '' });

  const slideOne = $.within(one!);
  expect(slideOne.all('p').map(slideOne.text)).toEqual([
    'Notebook Demo Pro 15',
    'Tela OLED 2.8K',
    'Em até 12x sem juros',
  ]);
  expect(slideOne.one('a').attribs.href).toBe('/notebook-demo-pro-15');
  expect(slideOne.text(slideOne.one('a'))).toBe('Conhecer');
  expect(
    slideOne.all('img').map((i) => [i.attribs.src, i.attribs.loading, i.attribs.fetchpriority]),
  ).toEqual([
    ['/media/slide-fundo-1.svg', 'eager', 'high'],
    ['/media/notebook-a.svg', 'eager', undefined],
    ['/media/mouse-a.svg', 'eager', undefined],
    ['/media/headset-a.svg', 'eager', undefined],
  ]);

  // No button text: the title is the slide's link; later slides load lazily.
  const slideTwo = $.within(two!);
  expect(slideTwo.one('a').attribs.href).toBe('https://outra.exemplo.com.br/acessorios');
  expect(slideTwo.text(slideTwo.one('a'))).toBe('Acessórios');
  expect(slideTwo.all('img').map((i) => [i.attribs.src, i.attribs.alt, i.attribs.loading])).toEqual(
    [
      ['/media/slide-fundo-2.svg', 'Acessórios', 'lazy'],
      ['/media/teclado-b.svg', '', 'lazy'],
    ],
  );

  expect($.all('button').map((b) => b.attribs['aria-label'] ?? $.text(b))).toEqual([
    'Banner anterior',
    'Próximo banner',
    'Ir para o banner 1',
    'Ir para o banner 2',
  ]);
});

test('the custom slider does not autoplay: no pause button; the default label is Banners', async () => {
  const $ = query(await renderBlocks([slider({ images: [first, second] })]));
  expect($.one('div', { role: 'region' }).attribs['aria-label']).toBe('Banners');
  expect($.all('button').map((b) => b.attribs['aria-label'] ?? $.text(b))).not.toContain(
    'Pausar banners',
  );
});

test('one slide has no controls; bad slides skip the slider', async () => {
  const $ = query(await renderBlocks([slider({ images: [first] })]));
  expect($.all('button')).toHaveLength(0);
  expect(
    await renderBlocks([
      slider({ images: [] }),
      slider({ images: [{ ...first, link: 'javascript:alert(1)' }] }),
      slider({ images: [{ ...first, img2: 'data:image/svg+xml,<svg onload=alert(1)>' }] }),
      slider({ images: [{ ...first, url: undefined }] }),
    ]),
  ).toBe('');
  expect(warn()).toHaveBeenCalledTimes(4);
});

import { query, recordWarnings, renderBlocks } from './test-render';

const warn = recordWarnings();

const panorama = (props: object) => ({ type: 'panoramic-image', props });
const valid = { url: '/media/panorama-vista.svg', alt: 'Pôr do sol', width: 2400, height: 600 };

test('a panorama is a focusable, labelled scroll region around the wide image', async () => {
  const $ = query(await renderBlocks([panorama(valid)]));
  const region = $.one('div', { role: 'region' });
  expect(region.attribs).toMatchObject({
    tabindex: '0',
    'aria-label': 'Imagem panorâmica: Pôr do sol',
  });
  expect(region.attribs.class).toContain('overflow-x-auto');
  expect($.one('img').attribs).toMatchObject({
    src: '/media/panorama-vista.svg',
    alt: 'Pôr do sol',
    width: '2400',
    height: '600',
    loading: 'lazy',
    draggable: 'false',
  });
  expect($.text($.one('p', { id: region.attribs['aria-describedby']! }))).toBe(
    'Arraste para os lados ou use as setas do teclado para ver a imagem inteira.',
  );
});

test('a panorama without alt text or size, or with a script URL, is skipped', async () => {
  const html = await renderBlocks([
    panorama({ ...valid, alt: '' }),
    panorama({ ...valid, width: undefined }),
    panorama({ ...valid, url: 'data:image/svg+xml,<svg onload=alert(1)>' }),
  ]);
  expect(html).toBe('');
  expect(warn()).toHaveBeenCalledTimes(3);
});

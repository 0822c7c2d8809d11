import { query, recordWarnings, renderBlocks } from './test-render';
import { keyStep } from './keyboard';

const warn = recordWarnings();

const comparison = (props: object) => ({ type: 'image-comparison', props });
const valid = {
  before: { url: '/media/comparacao-antes.svg', alt: 'Tela HD' },
  after: { url: '/media/comparacao-depois.svg', alt: 'Tela OLED' },
  width: 960,
  height: 600,
};

test('before over after, split at the handle: a slider at 50 % by default', async () => {
  const $ = query(await renderBlocks([comparison(valid)]));
  const [after, before] = $.all('img');
  expect(after!.attribs).toMatchObject({ src: '/media/comparacao-depois.svg', alt: 'Tela OLED' });
  expect(before!.attribs).toMatchObject({
    src: '/media/comparacao-antes.svg',
    alt: 'Tela HD',
    style: 'clip-path:inset(0 50% 0 0)',
  });
  expect($.one('div', { role: 'slider' }).attribs).toMatchObject({
    tabindex: '0',
    'aria-label': 'Posição da divisória entre antes e depois',
    'aria-valuemin': '0',
    'aria-valuemax': '100',
    'aria-valuenow': '50',
    'aria-valuetext': '50%',
  });
  expect($.all('span', { 'aria-hidden': 'true' }).map($.text)).toEqual(['Antes', 'Depois']);
});

test('the builder sets the labels and where the handle starts', async () => {
  const $ = query(
    await renderBlocks([
      comparison({
        ...valid,
        beforeLabel: 'HD',
        afterLabel: 'OLED',
        label: 'Comparar telas',
        start: 30,
      }),
    ]),
  );
  expect($.all('img')[1]!.attribs.style).toBe('clip-path:inset(0 70% 0 0)');
  expect($.one('div', { role: 'slider' }).attribs['aria-label']).toBe('Comparar telas');
  expect($.one('div', { role: 'slider' }).attribs['aria-valuenow']).toBe('30');
  expect($.all('span', { 'aria-hidden': 'true' }).map($.text)).toEqual(['HD', 'OLED']);
});

test('a missing image, a script URL or a start outside 0-100 is skipped', async () => {
  const html = await renderBlocks([
    comparison({ ...valid, after: undefined }),
    comparison({ ...valid, before: { url: 'javascript:alert(1)' } }),
    comparison({ ...valid, start: 120 }),
  ]);
  expect(html).toBe('');
  expect(warn()).toHaveBeenCalledTimes(3);
});

test('keys move the handle by 1 %, PageUp/PageDown by 10 %, and stop at the ends', () => {
  expect(keyStep('ArrowRight', 50, 101, { page: 10 })).toBe(51);
  expect(keyStep('ArrowDown', 50, 101, { page: 10 })).toBe(49);
  expect(keyStep('PageUp', 95, 101, { page: 10 })).toBe(100);
  expect(keyStep('PageDown', 5, 101, { page: 10 })).toBe(0);
  expect(keyStep('ArrowLeft', 0, 101, { page: 10 })).toBe(0);
  expect(keyStep('End', 0, 101, { page: 10 })).toBe(100);
});

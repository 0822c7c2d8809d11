import { query, recordWarnings, renderBlocks } from './test-render';
import { keyStep } from './keyboard';

const warn = recordWarnings();

const frames = Array.from({ length: 24 }, (_, i) => `/media/notebook-360-${i + 1}.svg`);
const spin = (props: object) => ({ type: 'image-360', props });

test('a 360 image is a labelled slider over its frames, starting at the first', async () => {
  const $ = query(
    await renderBlocks([spin({ frames, alt: 'Notebook em 360°', width: 800, height: 600 })]),
  );
  const slider = $.one('div', { role: 'slider' });
  expect(slider.attribs).toMatchObject({
    tabindex: '0',
    'aria-label': 'Notebook em 360°',
    'aria-valuemin': '1',
    'aria-valuemax': '24',
    'aria-valuenow': '1',
    'aria-valuetext': 'Ângulo 1 de 24',
  });
  // Only the first frame is in the page; it loads lazily, and the others once it is near.
  expect($.all('img').map((img) => img.attribs)).toEqual([
    expect.objectContaining({
      src: '/media/notebook-360-1.svg',
      loading: 'lazy',
      width: '800',
      height: '600',
      draggable: 'false',
    }),
  ]);
  const hint = $.one('p', { id: slider.attribs['aria-describedby']! });
  expect($.text(hint)).toBe('Arraste para os lados ou use as setas do teclado para girar.');
});

test('a builder hint replaces the default one', async () => {
  const $ = query(
    await renderBlocks([
      spin({ frames, alt: 'Mochila', hint: 'Gire a mochila', width: 8, height: 6 }),
    ]),
  );
  expect($.text($.one('p'))).toBe('Gire a mochila');
});

test('fewer than two frames, a script URL, no label or no size: skipped', async () => {
  const html = await renderBlocks([
    spin({ frames: frames.slice(0, 1), alt: 'x', width: 8, height: 6 }),
    spin({ frames: [...frames, 'javascript:alert(1)'], alt: 'x', width: 8, height: 6 }),
    spin({ frames, alt: ' ', width: 8, height: 6 }),
    spin({ frames, alt: 'x' }),
  ]);
  expect(html).toBe('');
  expect(warn()).toHaveBeenCalledTimes(4);
});

test('keys turn through the frames and round the ends', () => {
  expect(keyStep('ArrowRight', 0, 24, { wrap: true })).toBe(1);
  expect(keyStep('ArrowUp', 0, 24, { wrap: true })).toBe(1);
  expect(keyStep('ArrowLeft', 0, 24, { wrap: true })).toBe(23);
  expect(keyStep('ArrowRight', 23, 24, { wrap: true })).toBe(0);
  expect(keyStep('End', 3, 24, { wrap: true })).toBe(23);
  expect(keyStep('Home', 3, 24, { wrap: true })).toBe(0);
  expect(keyStep('Enter', 3, 24, { wrap: true })).toBeNull();
});

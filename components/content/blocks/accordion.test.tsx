import { query, recordWarnings, renderBlocks } from './test-render';

const warn = recordWarnings();

test('accordion items are native details/summary (keyboard without script), HTML sanitized', async () => {
  const $ = query(
    await renderBlocks([
      {
        type: 'accordion',
        props: {
          items: [
            { title: 'Prazo?', html: '<p>2 a 7 dias<img src=x onerror=alert(1)></p>' },
            { title: 'Pix?', html: '<p>Sim</p>' },
          ],
        },
      },
    ]),
  );
  expect($.all('details')).toHaveLength(2);
  expect($.all('summary').map($.text)).toEqual(['Prazo?+', 'Pix?+']);
  expect($.all('img')[0]!.attribs).toEqual({ src: 'x', loading: 'lazy' });
});

test('an accordion without items or with an untitled item is skipped', async () => {
  expect(
    await renderBlocks([
      { type: 'accordion', props: { items: [] } },
      { type: 'accordion', props: { items: [{ title: '', html: '<p>x</p>' }] } },
    ]),
  ).toBe('');
  expect(warn()).toHaveBeenCalledTimes(2);
});

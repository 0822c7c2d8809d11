import { query, recordWarnings, renderBlocks } from './test-render';
import { keyStep } from './keyboard';

const warn = recordWarnings();

const tabs = (props: object) => ({ type: 'tabs', props });
const items = [
  { title: 'Especificações', html: '<ul><li>16 GB</li></ul><script>alert(1)</script>' },
  { title: 'Na caixa', html: '<p onclick="alert(1)">Carregador</p>' },
  { title: 'Garantia', html: '<p>1 ano</p>' },
];

test('tabs follow the WAI-ARIA pattern: one tab stop, the first tab and panel shown', async () => {
  const $ = query(await renderBlocks([tabs({ label: 'Detalhes', items })]));
  expect($.one('div', { role: 'tablist' }).attribs['aria-label']).toBe('Detalhes');
  const tabButtons = $.all('button', { role: 'tab' });
  expect(
    tabButtons.map((t) => [$.text(t), t.attribs['aria-selected'], t.attribs.tabindex]),
  ).toEqual([
    ['Especificações', 'true', '0'],
    ['Na caixa', 'false', '-1'],
    ['Garantia', 'false', '-1'],
  ]);
  const panels = $.all('div', { role: 'tabpanel' });
  expect(panels.map((p) => 'hidden' in p.attribs)).toEqual([false, true, true]);
  tabButtons.forEach((tab, i) => {
    expect(tab.attribs['aria-controls']).toBe(panels[i]!.attribs.id);
    expect(panels[i]!.attribs['aria-labelledby']).toBe(tab.attribs.id);
  });
  expect(tabButtons[0]!.attribs.id).toBe('b0-tab-0');
  // Panel HTML is sanitized.
  expect(panels.map((p) => $.text(p))).toEqual(['16 GB', 'Carregador', '1 ano']);
  expect($.all('script')).toHaveLength(0);
  expect($.all('p').map((p) => p.attribs)).toEqual([{}, {}]);
});

test('tabs without items or with an empty title are skipped', async () => {
  const html = await renderBlocks([
    tabs({ items: [] }),
    tabs({ items: [{ title: ' ', html: '<p>x</p>' }] }),
  ]);
  expect(html).toBe('');
  expect(warn()).toHaveBeenCalledTimes(2);
});

test('Left/Right move round the tabs, Home/End to the ends; Up/Down keep scrolling', () => {
  const opts = { wrap: true, vertical: false };
  expect(keyStep('ArrowRight', 2, 3, opts)).toBe(0);
  expect(keyStep('ArrowLeft', 0, 3, opts)).toBe(2);
  expect(keyStep('Home', 2, 3, opts)).toBe(0);
  expect(keyStep('End', 0, 3, opts)).toBe(2);
  expect(keyStep('ArrowDown', 0, 3, opts)).toBeNull();
  expect(keyStep('PageUp', 0, 3, opts)).toBeNull();
});

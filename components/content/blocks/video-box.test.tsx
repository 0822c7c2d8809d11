import { query, recordWarnings, renderBlocks } from './test-render';

const warn = recordWarnings();

const box = (props: object) => ({ type: 'video-box', props });
const valid = {
  url: 'https://youtu.be/aqz-KE-bpKQ',
  title: 'Notebook em ação',
  text: 'Veja por todos os lados.',
  poster: '/media/video-poster.svg',
};

test('a video box shows its poster, title and text; the button opens a dialog', async () => {
  const html = await renderBlocks([box(valid)]);
  const $ = query(html);
  expect($.one('img').attribs).toMatchObject({
    src: '/media/video-poster.svg',
    width: '1280',
    height: '720',
    loading: 'lazy',
  });
  expect($.text($.one('h3'))).toBe('Notebook em ação');
  expect($.text($.one('p'))).toBe('Veja por todos os lados.');
  expect($.one('button', { 'aria-haspopup': 'dialog' })).toBeDefined();
  expect($.text($.one('span', { class: 'sr-only' }))).toBe('Assistir ao vídeo: Notebook em ação');
  // The dialog is closed, not in the page: no player, nothing of YouTube until it opens.
  expect($.all('div', { role: 'dialog' })).toHaveLength(0);
  expect($.all('iframe')).toHaveLength(0);
  expect(html).not.toContain('youtube');
});

test('a store video file is accepted as the box video', async () => {
  const $ = query(await renderBlocks([box({ ...valid, url: '/media/notebook-demo.webm' })]));
  expect($.all('div', { 'data-testid': 'video-box' })).toHaveLength(1);
});

test('a box without a poster or title, or with an unknown video link, is skipped', async () => {
  const html = await renderBlocks([
    box({ ...valid, poster: undefined }),
    box({ ...valid, title: '' }),
    box({ ...valid, url: 'https://evil.example/video' }),
    box({ ...valid, poster: 'javascript:alert(1)' }),
  ]);
  expect(html).toBe('');
  expect(warn()).toHaveBeenCalledTimes(4);
});

import { query, recordWarnings, renderBlocks } from './test-render';
import { allowedEmbedUrl } from './embed';

const warn = recordWarnings();

const frame = (props: object) => ({ type: 'iframe', props });

test('an allow-listed embed renders a sandboxed, lazy, titled frame', async () => {
  const html = await renderBlocks([
    frame({
      url: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
      title: 'Mapa da loja',
      height: 300,
    }),
    frame({
      url: 'https://player.vimeo.com/video/76979871',
      title: 'Vídeo no Vimeo',
      ratio: '16:9',
    }),
  ]);
  const $ = query(html);
  const [map, vimeo] = $.all('iframe');
  expect(map!.attribs).toEqual({
    src: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
    title: 'Mapa da loja',
    sandbox: 'allow-scripts allow-same-origin allow-popups',
    loading: 'lazy',
    referrerpolicy: 'strict-origin-when-cross-origin',
    allow: 'encrypted-media; fullscreen; picture-in-picture',
    allowfullscreen: '',
    class: 'block h-full w-full',
  });
  expect($.all('div', { 'data-testid': 'iframe' })[0]!.attribs.style).toBe('height:300px');
  expect(vimeo!.attribs.src).toBe('https://player.vimeo.com/video/76979871');
  expect($.all('div', { 'data-testid': 'iframe' })[1]!.attribs.style).toBe('aspect-ratio:16 / 9');
});

test("a YouTube player link is framed from youtube-nocookie.com, the host the store's CSP allows", () => {
  for (const url of [
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://youtube.com/embed/aqz-KE-bpKQ?start=10',
  ])
    expect(allowedEmbedUrl(url)).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
    );
});

test('any host, scheme or path off the allow-list renders nothing', async () => {
  const refused = [
    'https://evil.example/embed/aqz-KE-bpKQ',
    'https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ',
    'http://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://user:pw@www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com:8443/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.google.com/search?q=x',
    'https://maps.evil.example/maps/embed',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//www.youtube.com/embed/aqz-KE-bpKQ',
    '/embed/aqz-KE-bpKQ',
  ];
  const html = await renderBlocks(refused.map((url) => frame({ url, title: 'Vídeo' })));
  expect(html).toBe('');
  expect(warn()).toHaveBeenCalledTimes(refused.length);
  for (const url of refused) expect(allowedEmbedUrl(url)).toBeNull();
});

test('a frame without a title is skipped', async () => {
  const url = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
  expect(await renderBlocks([frame({ url }), frame({ url, title: '  ' })])).toBe('');
  expect(query(await renderBlocks([frame({ url, title: 'Vídeo' })])).all('iframe')).toHaveLength(1);
});

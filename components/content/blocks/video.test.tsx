import { query, recordWarnings, renderBlocks } from './test-render';
import { parseVideoUrl } from './video-source';

const warn = recordWarnings();

const video = (props: object) => ({ type: 'video', props });

test('a store video file renders a native player that downloads nothing before play', async () => {
  const $ = query(
    await renderBlocks([
      video({
        url: '/media/notebook-demo.webm',
        title: 'Notebook girando',
        poster: '/media/video-poster.svg',
        caption: 'Vídeo da loja',
      }),
    ]),
  );
  expect($.one('video').attribs).toMatchObject({
    controls: '',
    playsinline: '',
    preload: 'none',
    poster: '/media/video-poster.svg',
    'aria-label': 'Notebook girando',
    style: 'aspect-ratio:16 / 9',
  });
  expect($.one('source').attribs).toEqual({ src: '/media/notebook-demo.webm', type: 'video/webm' });
  expect($.text($.one('figcaption'))).toBe('Vídeo da loja');
  expect($.all('button')).toHaveLength(0);
});

test('a YouTube video shows its poster and play button; the player loads only on play', async () => {
  const html = await renderBlocks([
    video({
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10',
      title: 'Big Buck Bunny',
      poster: '/media/video-poster.svg',
    }),
  ]);
  const $ = query(html);
  expect($.all('iframe')).toHaveLength(0);
  expect(html).not.toContain('youtube');
  const button = $.one('button');
  // The visible title is hidden from readers: the button's name is its label alone.
  expect($.text($.one('span', { 'aria-hidden': 'true' }))).toBe('Big Buck Bunny');
  expect($.text($.one('span', { class: 'sr-only' }))).toBe('Assistir ao vídeo: Big Buck Bunny');
  expect(button.attribs.type).toBe('button');
  expect($.one('img').attribs).toMatchObject({
    src: '/media/video-poster.svg',
    alt: '',
    loading: 'lazy',
  });
});

test('video links: YouTube and Vimeo through the embed allow-list, files by extension', () => {
  const youtube = {
    kind: 'embed',
    provider: 'youtube',
    url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
  };
  for (const link of [
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?t=3',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  ])
    expect(parseVideoUrl(link)).toEqual(youtube);
  expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({
    kind: 'embed',
    provider: 'vimeo',
    url: 'https://player.vimeo.com/video/76979871?dnt=1',
  });
  expect(parseVideoUrl('https://cdn.example.com.br/v/demo.MP4')).toEqual({
    kind: 'file',
    url: 'https://cdn.example.com.br/v/demo.MP4',
    mime: 'video/mp4',
  });
  for (const bad of [
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staff',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    '/media/video.exe',
    '//evil.example/x.mp4',
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
  ])
    expect(parseVideoUrl(bad)).toBeNull();
});

test('a video without a title or with an unknown link is skipped', async () => {
  const html = await renderBlocks([
    video({ url: '/media/notebook-demo.webm' }),
    video({ url: 'https://evil.example/v', title: 'Vídeo' }),
    video({ url: '/media/notebook-demo.webm', title: 'Vídeo', poster: 'javascript:alert(1)' }),
  ]);
  expect(html).toBe('');
  expect(warn()).toHaveBeenCalledTimes(3);
});

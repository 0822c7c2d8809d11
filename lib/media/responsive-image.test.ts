import { DEVICE_WIDTHS, IMAGE_QUALITY, IMAGE_WIDTHS } from './image-sizes.mjs';
import { optimizedImageUrl, responsiveImage } from './responsive-image';

test("a store photo goes through Next's optimizer at the widths of its slot", () => {
  expect(
    responsiveImage('/media/photos/notebook-a.jpg', '50vw', { minWidth: 384, maxWidth: 640 }),
  ).toEqual({
    src: '/_next/image?url=%2Fmedia%2Fphotos%2Fnotebook-a.jpg&w=640&q=70',
    srcSet:
      '/_next/image?url=%2Fmedia%2Fphotos%2Fnotebook-a.jpg&w=384&q=70 384w, ' +
      '/_next/image?url=%2Fmedia%2Fphotos%2Fnotebook-a.jpg&w=640&q=70 640w',
    sizes: '50vw',
  });
  // An upload (content-addressed, served by the store) is a local address like any other.
  const upload = `/media/u/1/${'a'.repeat(64)}.webp`;
  expect(responsiveImage(upload, '80px', { maxWidth: 160 }).srcSet).toBe(
    `${optimizedImageUrl(upload, 96)} 96w, ${optimizedImageUrl(upload, 160)} 160w`,
  );
});

test('every width it asks for is one the optimizer is configured to make, at its one quality', () => {
  const allowed = new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS]);
  const { srcSet } = responsiveImage('/media/a.png', '100vw');
  const asked = srcSet!.split(', ').map((entry) => Number(/&w=(\d+)&q=(\d+) \1w$/.exec(entry)![1]));
  expect(asked).toEqual([...allowed].sort((a, b) => a - b));
  expect(srcSet).not.toMatch(new RegExp(`q=(?!${IMAGE_QUALITY}\\b)`));
});

test('SVG, other hosts and odd addresses are left as they are', () => {
  for (const src of [
    '/media/logo-demo.svg',
    'https://cdn.example.com/a.jpg',
    '//cdn.example.com/a.jpg',
    '/media/a.jpg?v=2',
    'data:image/png;base64,AAAA',
  ])
    expect(responsiveImage(src, '100vw')).toEqual({ src });
});

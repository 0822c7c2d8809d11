import { hostileCopy } from './hostile';

const block = {
  type: 'banner-slider',
  props: {
    images: [{ url: '/media/a.svg', link: '/notebooks', text1: 'Oferta', btnText: 'Ver' }],
    title: 'Destaques',
    limit: 4,
  },
};

test('the text variant replaces every text but keeps block types and URLs', () => {
  let n = 0;
  const copy = hostileCopy(block, () => `<x${++n}>`, 'text');
  expect(copy).toEqual({
    type: 'banner-slider',
    props: {
      images: [{ url: '/media/a.svg', link: '/notebooks', text1: '<x1>', btnText: '<x2>' }],
      title: '<x3>',
      limit: 4,
    },
  });
});

test('the URL variant replaces every URL and keeps the texts', () => {
  const copy = hostileCopy(block, () => 'javascript:alert(1)', 'url');
  expect(copy).toEqual({
    type: 'banner-slider',
    props: {
      images: [
        {
          url: 'javascript:alert(1)',
          link: 'javascript:alert(1)',
          text1: 'Oferta',
          btnText: 'Ver',
        },
      ],
      title: 'Destaques',
      limit: 4,
    },
  });
});

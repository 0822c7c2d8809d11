import { withTranslation } from './translations';

const slides = {
  images: [
    { url: '/a.jpg', alt: 'Notebooks em oferta', text1: 'Semana do Notebook' },
    { url: '/b.jpg', alt: 'Frete grátis' },
  ],
  width: 1200,
};

test('a translation replaces the texts it has, item by item, and keeps the Portuguese elsewhere', () => {
  expect(
    withTranslation(slides, { images: [null, { alt: 'Free shipping', text1: 'Only this week' }] }),
  ).toEqual({
    images: [
      { url: '/a.jpg', alt: 'Notebooks em oferta', text1: 'Semana do Notebook' },
      { url: '/b.jpg', alt: 'Free shipping', text1: 'Only this week' },
    ],
    width: 1200,
  });
});

test('blank or missing translations, and a shape other than the Portuguese, change nothing', () => {
  expect(withTranslation(slides, undefined)).toBe(slides);
  expect(withTranslation(slides, {})).toEqual(slides);
  expect(withTranslation(slides, { images: [{ alt: '   ', text1: '' }] })).toEqual(slides);
  // A list is as long as the Portuguese one; a list or object is not replaced by a text.
  expect(withTranslation(slides, { images: [null, null, { alt: 'Extra' }] })).toEqual(slides);
  expect(withTranslation(slides, { images: 'none' })).toEqual(slides);
  expect(withTranslation({ title: 'Ofertas' }, { title: { en: 'Deals' } })).toEqual({
    title: 'Ofertas',
  });
  expect(withTranslation({ title: 'Ofertas' }, { title: 'Deals', limit: 4 })).toEqual({
    title: 'Deals',
    limit: 4,
  });
});

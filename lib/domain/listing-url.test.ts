import { listingHref, toggleOption } from './listing-url';

const state = { attributes: { memoria: [12] }, page: 3, sort: 'finalPrice:DESC' };

test('a link carries the state as compact facet_filters JSON, after ? or &', () => {
  expect(listingHref('/notebooks', state)).toBe(
    `/notebooks?facet_filters=${encodeURIComponent('{"attributes":{"memoria":[12]},"page":3,"sort":"finalPrice:DESC"}')}`,
  );
  expect(listingHref('/search?q=mouse', { ...state, attributes: {} })).toBe(
    `/search?q=mouse&facet_filters=${encodeURIComponent('{"page":3,"sort":"finalPrice:DESC"}')}`,
  );
  expect(listingHref('/notebooks', { ...state, price: { max: 500000 } })).toContain(
    encodeURIComponent('"price":{"max":500000}'),
  );
});

test('toggling an option switches it on or off and goes back to page 1', () => {
  expect(toggleOption(state, 'memoria', 13)).toEqual({
    attributes: { memoria: [12, 13] },
    page: 1,
    sort: 'finalPrice:DESC',
  });
  expect(toggleOption(state, 'memoria', 12).attributes).toEqual({ memoria: [] });
  expect(toggleOption(state, 'tela', 7).attributes).toEqual({ memoria: [12], tela: [7] });
  // An emptied attribute leaves the link: the state's normal form drops it.
  expect(listingHref('/n', toggleOption(state, 'memoria', 12))).not.toContain('attributes');
});

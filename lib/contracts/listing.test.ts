import { listingStateSegment, parseListingState, splitListingSegment } from './listing';

describe('listing state in the rewritten path (ADR 0005)', () => {
  test('a facet_filters value goes into a last segment and comes back as the same state', () => {
    const raw = JSON.stringify({
      attributes: { memoria: [12, 13] },
      page: 3,
      sort: 'finalPrice:DESC',
      price: { max: 600000 },
    });
    const segment = listingStateSegment(raw);
    expect(segment).toMatch(/^~f~[A-Za-z0-9_-]+$/);
    expect(splitListingSegment(['acessorios', 'mouses', segment])).toEqual({
      path: ['acessorios', 'mouses'],
      state: parseListingState(raw),
    });
  });

  test('garbage normalizes to the default state; only normal segments are pages, so the cache cannot be flooded', () => {
    expect(listingStateSegment('{nope')).toBe(listingStateSegment(''));
    expect(listingStateSegment('{"page":-1,"sort":"hack"}')).toBe(listingStateSegment('{}'));
    // A segment the proxy would not write (bad base64, or a state not in its normal form) is no page.
    expect(splitListingSegment(['notebooks', '~f~%%%'])).toEqual({
      path: ['notebooks'],
      state: null,
    });
    const odd = `~f~${btoa('{"sort":"finalPrice:ASC","page":1}').replace(/=+$/, '')}`;
    expect(splitListingSegment(['notebooks', odd]).state).toBeNull();
  });

  test('a path without the segment keeps every part and gets the default state', () => {
    expect(splitListingSegment(['notebooks'])).toEqual({
      path: ['notebooks'],
      state: parseListingState(undefined),
    });
    expect(splitListingSegment([])).toEqual({ path: [], state: parseListingState(undefined) });
  });
});

import {
  listingStateSegment,
  MAX_FILTERED_ATTRIBUTES,
  MAX_SELECTED_OPTIONS,
  parseListingState,
  searchSegments,
  splitListingSegment,
  splitSearchSegments,
} from './listing';
import { SEARCH_MAX_LENGTH } from '@/lib/domain/search';

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

  test('the default state needs no segment: the plain path is that page', () => {
    for (const raw of [
      '',
      '{nope',
      '{}',
      '{"page":-1,"sort":"hack"}',
      '{"page":1,"sort":"finalPrice:ASC"}',
    ])
      expect(listingStateSegment(raw)).toBe('');
  });

  test('one selection has one segment, however it is spelt', () => {
    const a = listingStateSegment(
      JSON.stringify({ attributes: { tela: [9, 7], memoria: [13, 12, 13] }, page: 2 }),
    );
    const b = listingStateSegment(
      JSON.stringify({ page: 2, attributes: { memoria: [12, 13], tela: [7, 9], cor: [] } }),
    );
    expect(a).toBe(b);
    expect(
      parseListingState(JSON.stringify({ attributes: { tela: [9, 7, 7] } })).attributes,
    ).toEqual({ tela: [7, 9] });
  });

  test('unusable attribute entries are dropped one by one, never the whole selection', () => {
    const state = parseListingState(
      JSON.stringify({
        attributes: {
          memoria: [12, 'x', -1, 1.5, 2 ** 40],
          cör: [1],
          Memoria: [2],
          'a b': [3],
          tela: 'nope',
          marca: [4],
        },
      }),
    );
    expect(state.attributes).toEqual({ marca: [4], memoria: [12] });
  });

  test('a code that is not Latin-1 does not break the segment (it is dropped)', () => {
    const raw = JSON.stringify({ attributes: { памяти: [1], '💾': [2], memoria: [3] } });
    const segment = listingStateSegment(raw);
    expect(splitListingSegment(['notebooks', segment]).state!.attributes).toEqual({ memoria: [3] });
  });

  test(`at most ${MAX_FILTERED_ATTRIBUTES} attributes and ${MAX_SELECTED_OPTIONS} options, the first in normal order`, () => {
    const many = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`atributo-${String(i).padStart(2, '0')}`, [i + 1]]),
    );
    const kept = parseListingState(JSON.stringify({ attributes: many })).attributes;
    expect(Object.keys(kept)).toHaveLength(MAX_FILTERED_ATTRIBUTES);
    expect(Object.keys(kept)[0]).toBe('atributo-00');
    const ids = Array.from({ length: 150 }, (_, i) => 900_000 + i);
    const wide = parseListingState(
      JSON.stringify({ attributes: { cor: ids.slice(0, 70), tela: ids.slice(70) } }),
    );
    expect(wide.attributes.cor).toHaveLength(70);
    expect(wide.attributes.tela).toEqual(ids.slice(70, 100));
  });

  test('a shopper’s selection with real (6-digit) option ids survives the trip whole', () => {
    const state = {
      attributes: {
        marca: [104_201, 104_203],
        memoria: [104_211, 104_212],
        processador: [104_231, 104_233],
        tela: [104_241],
      },
      page: 2,
      sort: 'finalPrice:DESC' as const,
      price: { min: 250_000, max: 900_000 },
    };
    const segment = listingStateSegment(JSON.stringify(state));
    expect(splitListingSegment(['notebooks', segment]).state).toEqual(state);
  });

  test('garbage normalizes to the default state; only normal segments are pages, so the cache cannot be flooded', () => {
    expect(listingStateSegment('{"page":-1,"sort":"hack","attributes":{"memoria":[3]}}')).toBe(
      listingStateSegment('{"attributes":{"memoria":[3]}}'),
    );
    // A segment the proxy would not write (bad base64, or a state not in its normal form) is no page.
    expect(splitListingSegment(['notebooks', '~f~%%%'])).toEqual({
      path: ['notebooks'],
      state: null,
    });
    const odd = `~f~${btoa('{"sort":"finalPrice:DESC","page":2}').replace(/=+$/, '')}`;
    expect(splitListingSegment(['notebooks', odd]).state).toBeNull();
    // The default state written out is not a segment either: the plain path is that page.
    const plain = `~f~${btoa('{"page":1,"sort":"finalPrice:ASC"}').replace(/=+$/, '')}`;
    expect(splitListingSegment(['notebooks', plain]).state).toBeNull();
    expect(splitListingSegment(['notebooks', '~f~']).state).toBeNull();
  });

  test('a path without the segment keeps every part and gets the default state', () => {
    expect(splitListingSegment(['notebooks'])).toEqual({
      path: ['notebooks'],
      state: parseListingState(undefined),
    });
    expect(splitListingSegment([])).toEqual({ path: [], state: parseListingState(undefined) });
  });
});

describe('the search in the path (issue 29)', () => {
  const segmentsOf = (query: string) => searchSegments(new URLSearchParams(query));
  const split = (path: string) => splitSearchSegments(path.split('/').filter(Boolean));

  test('one term, however spelled, is one page; its accents and case are kept', () => {
    const path = segmentsOf('q=%20%20Notebook%20%20%20memória%20&utm_source=x');
    expect(path).toMatch(/^\/~q~[A-Za-z0-9_-]+$/);
    expect(segmentsOf('q=Notebook+mem%C3%B3ria')).toBe(path);
    expect(segmentsOf('q=Notebook%09memória&q=outra')).toBe(path);
    expect(segmentsOf('q=notebook memória')).not.toBe(path);
    expect(split(path)).toEqual({
      term: 'Notebook memória',
      state: parseListingState(undefined, 'search'),
    });
  });

  test('the filters follow the term in their normal form; the default state adds nothing', () => {
    const filters = encodeURIComponent(JSON.stringify({ sort: 'finalPrice:DESC', page: 2 }));
    const path = segmentsOf(`q=mouse&facet_filters=${filters}`);
    expect(path.split('/')).toHaveLength(3);
    expect(split(path)).toMatchObject({
      term: 'mouse',
      state: { sort: 'finalPrice:DESC', page: 2 },
    });
    const relevance = encodeURIComponent(JSON.stringify({ sort: 'relevance:DESC' }));
    expect(segmentsOf(`q=mouse&facet_filters=${relevance}`)).toBe(segmentsOf('q=mouse'));
    expect(segmentsOf(`q=mouse&facet_filters=%7Bbad`)).toBe(segmentsOf('q=mouse'));
  });

  test('no term is the bare page, and filters without a term are dropped', () => {
    expect(segmentsOf('')).toBe('');
    expect(segmentsOf('q=%20%20')).toBe('');
    expect(segmentsOf('facet_filters=%7B%22page%22%3A2%7D')).toBe('');
    expect(splitSearchSegments([])).toEqual({
      term: '',
      state: parseListingState(undefined, 'search'),
    });
  });

  test('a long term is cut at the length the search accepts', () => {
    const term = split(segmentsOf(`q=${'a'.repeat(500)}`))!.term;
    expect(term).toBe('a'.repeat(SEARCH_MAX_LENGTH));
  });

  test('segments the proxy would not write are not a page', () => {
    const path = segmentsOf('q=mouse');
    const encoded = path.slice('/~q~'.length);
    for (const odd of [
      `/~q~${encoded}=`, // padding
      `/~q~${btoa(' mouse')}`, // not normal
      `/~q~${btoa('\xff\xfe')}`, // not UTF-8
      `/~q~!!`,
      `/~f~${encoded}`,
      `${path}/~f~e30`, // the default state, spelled out
      `${path}/~f~x/extra`,
      `/notebooks`,
    ])
      expect(split(odd)).toBeNull();
  });
});

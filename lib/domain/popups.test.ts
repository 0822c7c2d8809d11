import {
  countPageView,
  ENTRY_POPUP_FROM_VIEW,
  FIRST_VISIT_KEY,
  isFirstVisit,
  isPopupPagePattern,
  PAGE_VIEWS_KEY,
  popupAudienceAdmits,
  popupLive,
  popupShowsOn,
  RETURNING_VISITOR_KEY,
} from './popups';

/** A tab's sessionStorage. */
function tab(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

test("the visit's pages are counted one by one: the landing page is the first, the entry pop-up waits for the second", () => {
  const storage = tab();
  expect(countPageView(storage)).toBe(1);
  expect(countPageView(storage)).toBe(ENTRY_POPUP_FROM_VIEW);
  expect(storage.items.get(PAGE_VIEWS_KEY)).toBe('2');
  expect(countPageView(storage)).toBe(3);
});

test('a count that cannot be read starts again; storage refused counts as a later view', () => {
  const storage = tab();
  storage.items.set(PAGE_VIEWS_KEY, 'muitas');
  expect(countPageView(storage)).toBe(1);
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => undefined,
  };
  expect(countPageView(refusing)).toBe(ENTRY_POPUP_FROM_VIEW);
  expect(countPageView(null)).toBe(ENTRY_POPUP_FROM_VIEW);
});

test('a first visit is decided on the first page view and kept for the tab; the next tab is a return', () => {
  const local = tab();
  const first = tab();
  expect(isFirstVisit(first, local)).toBe(true);
  expect(isFirstVisit(first, local)).toBe(true);
  expect(first.items.get(FIRST_VISIT_KEY)).toBe('1');
  expect(local.items.get(RETURNING_VISITOR_KEY)).toBe('1');
  const later = tab();
  expect(isFirstVisit(later, local)).toBe(false);
  expect(isFirstVisit(later, local)).toBe(false);
  // Without storage nothing can be told: never a first visit.
  expect(isFirstVisit(null, local)).toBe(false);
});

test('a browser that kept something of an earlier visit is a return, flag or not', () => {
  const withKeys = (keys: string[]) => {
    const local = tab();
    for (const key of keys) local.items.set(key, '1');
    return Object.assign(local, {
      get length() {
        return local.items.size;
      },
      key: (i: number) => [...local.items.keys()][i] ?? null,
    });
  };
  expect(isFirstVisit(tab(), withKeys(['accessToken']))).toBe(false);
  expect(isFirstVisit(tab(), withKeys(['cart', 'modal-exit-3']))).toBe(false);
  expect(isFirstVisit(tab(), withKeys(['cart']))).toBe(true);
});

test('page patterns: a path, or a path and what lies under it', () => {
  for (const ok of ['/', '/notebooks', '/notebooks/*', '/*', '/a/b-c_d.e', '/blog/*'])
    expect([ok, isPopupPagePattern(ok)]).toEqual([ok, true]);
  for (const bad of [
    '',
    'notebooks',
    '/note*',
    '/a?b=1',
    '/a#x',
    '//x',
    '/a b',
    '/*/x',
    '/a//b',
    '//*',
  ])
    expect([bad, isPopupPagePattern(bad)]).toEqual([bad, false]);
  expect(popupShowsOn([], '/qualquer')).toBe(true);
  expect(popupShowsOn(undefined, '/')).toBe(true);
  expect(popupShowsOn(['/'], '/')).toBe(true);
  expect(popupShowsOn(['/'], '/notebooks')).toBe(false);
  expect(popupShowsOn(['/notebooks'], '/notebooks/')).toBe(true);
  expect(popupShowsOn(['/notebooks'], '/notebooks/gamer')).toBe(false);
  expect(popupShowsOn(['/notebooks/*'], '/notebooks')).toBe(true);
  expect(popupShowsOn(['/notebooks/*'], '/notebooks/gamer')).toBe(true);
  expect(popupShowsOn(['/notebooks/*'], '/notebooks-baratos')).toBe(false);
  expect(popupShowsOn(['/blog', '/*'], '/conta')).toBe(true);
});

test('the schedule: from its start, until (not at) its end', () => {
  const at = Date.parse('2026-11-27T12:00:00Z');
  expect(popupLive({ startsAt: null, endsAt: null }, at)).toBe(true);
  expect(popupLive({ startsAt: '2026-11-27T12:00:00Z', endsAt: null }, at)).toBe(true);
  expect(popupLive({ startsAt: '2026-11-27T12:00:01Z', endsAt: null }, at)).toBe(false);
  expect(popupLive({ startsAt: null, endsAt: '2026-11-27T12:00:00Z' }, at)).toBe(false);
  expect(popupLive({ startsAt: null, endsAt: '2026-11-27T12:00:01Z' }, at)).toBe(true);
});

test('the audience: everyone, first visits, or shoppers not logged in', () => {
  const visitor = (firstVisit: boolean, guest: boolean) => ({ firstVisit, guest });
  expect(popupAudienceAdmits(undefined, visitor(false, false))).toBe(true);
  expect(popupAudienceAdmits('all', visitor(false, false))).toBe(true);
  expect(popupAudienceAdmits('first-visit', visitor(true, false))).toBe(true);
  expect(popupAudienceAdmits('first-visit', visitor(false, true))).toBe(false);
  expect(popupAudienceAdmits('guests', visitor(false, true))).toBe(true);
  expect(popupAudienceAdmits('guests', visitor(true, false))).toBe(false);
});

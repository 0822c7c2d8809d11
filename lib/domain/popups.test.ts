import { countPageView, ENTRY_POPUP_FROM_VIEW, PAGE_VIEWS_KEY } from './popups';

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

import { MAX_COMPARE, parseCompareItems, toggleCompare, type CompareItem } from './logic';

const item = (id: number): CompareItem => ({ id, name: `Produto ${id}`, image: null });

describe('comparison', () => {
  test('a toggle adds a product last and a second toggle takes it out', () => {
    const one = toggleCompare([], item(1));
    expect(one).toEqual({ items: [item(1)], result: 'added' });
    const two = toggleCompare(one.items, item(2));
    expect(two.items.map((i) => i.id)).toEqual([1, 2]);
    expect(toggleCompare(two.items, item(1))).toEqual({ items: [item(2)], result: 'removed' });
  });

  test('a fifth product is refused and the four stay; one of the four can still leave', () => {
    const four = [1, 2, 3, 4].map(item);
    expect(MAX_COMPARE).toBe(4);
    expect(toggleCompare(four, item(5))).toEqual({ items: four, result: 'limit' });
    expect(toggleCompare(four, item(4)).items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  test('stored items are checked: malformed entries and repeats are dropped, four at most', () => {
    expect(parseCompareItems('nope')).toBeNull();
    expect(
      parseCompareItems([
        { id: 1, name: 'A', image: '/a.svg' },
        { id: 1, name: 'A again' },
        { id: -2, name: 'B' },
        { id: 3 },
        null,
        { id: 4, name: 'D', image: 42 },
        { id: 5, name: 'E' },
        { id: 6, name: 'F' },
        { id: 7, name: 'G' },
      ]),
    ).toEqual([
      { id: 1, name: 'A', image: '/a.svg' },
      { id: 4, name: 'D', image: null },
      { id: 5, name: 'E', image: null },
      { id: 6, name: 'F', image: null },
    ]);
  });
});

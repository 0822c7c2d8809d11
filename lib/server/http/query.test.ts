import { parseBracketParams } from './query';

describe('parseBracketParams', () => {
  test('nests bracket keys into objects', () => {
    expect(
      parseBracketParams([
        ['paginator[sortOrder][name]', 'ASC'],
        ['paginator[sortOrder][sortOrder]', 'DESC'],
      ]),
    ).toEqual({
      paginator: { sortOrder: { name: 'ASC', sortOrder: 'DESC' } },
    });
  });

  test('turns numeric keys into arrays, as the cart form data sends items', () => {
    expect(
      parseBracketParams([
        ['items[0][product]', '12'],
        ['items[0][quantity]', '1'],
        ['items[1][product]', '13'],
      ]),
    ).toEqual({ items: [{ product: '12', quantity: '1' }, { product: '13' }] });
  });

  test('appends for empty brackets and keeps plain keys', () => {
    expect(
      parseBracketParams([
        ['ids[]', 'a'],
        ['ids[]', 'b'],
        ['url', 'home'],
      ]),
    ).toEqual({ ids: ['a', 'b'], url: 'home' });
  });

  test('drops keys that would reach the prototype', () => {
    const parsed = parseBracketParams([
      ['__proto__[admin]', '1'],
      ['a[constructor][x]', '1'],
      ['ok', '1'],
    ]);
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

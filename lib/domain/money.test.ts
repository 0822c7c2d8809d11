import { formatMoney, toCents, toReais } from './money';

describe('money', () => {
  test('cents and reais convert without float drift', () => {
    expect(toReais(599900)).toBe(5999);
    expect(toCents(5999.99)).toBe(599999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  test('pt shows BRL; en shows USD at the store rate', () => {
    expect(formatMoney(599900, 'pt', 0.18)).toBe('R$\u00a05.999,00');
    expect(formatMoney(599900, 'en', 0.18)).toBe('$1,079.82');
  });
});

import fc from 'fast-check';
import { buildBoleto } from './boleto';
import { ITF_DIGITS, ITF_WIDE, itfBars, itfPath } from './itf';

/** Reads the bars back as a scanner would: widths of bars and the spaces between them. */
function decode({ bars, width }: ReturnType<typeof itfBars>): string | null {
  const widths: number[] = [];
  bars.forEach((bar, i) => {
    widths.push(bar.width);
    const next = bars[i + 1];
    if (next) widths.push(next.x - bar.x - bar.width);
  });
  const last = bars.at(-1)!;
  if (last.x + last.width !== width) return null;
  const element = (w: number) => (w === 1 ? 'n' : w === ITF_WIDE ? 'w' : '?');
  const start = widths.slice(0, 4).map(element).join('');
  const stop = widths.slice(-3).map(element).join('');
  if (start !== 'nnnn' || stop !== 'wnn') return null;
  const body = widths.slice(4, -3);
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10).map(element);
    const bar = chunk.filter((_, k) => k % 2 === 0).join('');
    const space = chunk.filter((_, k) => k % 2 === 1).join('');
    const a = ITF_DIGITS.indexOf(bar as (typeof ITF_DIGITS)[number]);
    const b = ITF_DIGITS.indexOf(space as (typeof ITF_DIGITS)[number]);
    if (a < 0 || b < 0) return null;
    digits += `${a}${b}`;
  }
  return digits;
}

describe('Interleaved 2 of 5', () => {
  test('every digit has two wide elements of five', () => {
    for (const pattern of ITF_DIGITS) expect(pattern.replace(/n/g, '')).toHaveLength(2);
    expect(new Set(ITF_DIGITS).size).toBe(10);
  });

  test("a boleto's 44 digits: 405 modules (start 4, 22 pairs of 18, stop 5), read back", () => {
    const { barcode } = buildBoleto({
      bankCode: '001',
      amountCents: 242910,
      dueDate: '2026-03-04',
      ourNumber: '200001',
    });
    const code = itfBars(barcode);
    expect(code.width).toBe(405);
    expect(code.bars).toHaveLength(2 + 22 * 5 + 2);
    expect(decode(code)).toBe(barcode);
  });

  test('"12": bars of 1 (wnnnw), spaces of 2 (nwnnw), between start and stop', () => {
    const { bars } = itfBars('12');
    // Start (1, 1), '1' in bars (3 1 1 1 3), stop (3, 1).
    expect(bars.map((b) => b.width)).toEqual([1, 1, 3, 1, 1, 1, 3, 3, 1]);
    expect(itfPath(itfBars('12'))).toMatch(/^M0 0h1v1h-1zM2 0h1v1h-1zM4 0h3v1h-3z/);
  });

  test('any even run of digits reads back; an odd count or a letter is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\d\d){1,30}$/), (digits) => {
        expect(decode(itfBars(digits))).toBe(digits);
      }),
    );
    for (const bad of ['', '123', '12a4']) expect(() => itfBars(bad)).toThrow(RangeError);
  });
});

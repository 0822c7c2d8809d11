/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto's barcode (FEBRABAN: 44 digits, narrow to
 * wide 1:3). Digits go in pairs: the first of a pair is drawn in the widths of five bars, the
 * second in the widths of the five spaces between them; each digit has exactly two wide elements.
 * A start pattern (narrow bar, space, bar, space) opens the code, a stop (wide bar, narrow space,
 * narrow bar) closes it.
 */

/** Narrow (n) and wide (w) elements of each digit, 0 to 9. */
export const ITF_DIGITS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
] as const;

/** Wide elements are three narrow modules. */
export const ITF_WIDE = 3;

export type ItfBars = {
  /** Width of the whole code in narrow modules (no quiet zone). */
  width: number;
  /** Each bar's left edge and width, in modules. */
  bars: { x: number; width: number }[];
};

/** The bars of an even number of digits in ITF; RangeError for anything else. */
export function itfBars(digits: string): ItfBars {
  if (!/^(\d\d)+$/.test(digits)) throw new RangeError('ITF: um número par de dígitos');
  // Alternating widths, bar first: start, the interleaved pairs, stop.
  const widths: number[] = [1, 1, 1, 1];
  const size = (element: string) => (element === 'w' ? ITF_WIDE : 1);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF_DIGITS[Number(digits[i])]!;
    const spaces = ITF_DIGITS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) widths.push(size(bars[k]!), size(spaces[k]!));
  }
  widths.push(ITF_WIDE, 1, 1);
  const bars: ItfBars['bars'] = [];
  let x = 0;
  widths.forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { width: x, bars };
}

/** An SVG path of the bars, one module wide per unit and one unit high (scaled by its viewBox). */
export function itfPath({ bars }: ItfBars): string {
  return bars.map((b) => `M${b.x} 0h${b.width}v1h-${b.width}z`).join('');
}

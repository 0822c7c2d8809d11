import { contrastRatio, themeContrastIssues } from './colour-contrast';

const demo = {
  primary: '#1d4ed8',
  primaryContrast: '#ffffff',
  accent: '#f59e0b',
  background: '#ffffff',
  foreground: '#171717',
};

describe('colour contrast (WCAG 2.2)', () => {
  test('ratios as WCAG computes them', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Tailwind's blue-700 on white, and neutral-500 on white: 6.70 and 4.74.
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
    expect(contrastRatio('#ffffff', '#737373')).toBeCloseTo(4.74, 2);
    expect(contrastRatio('#737373', '#ffffff')).toBe(contrastRatio('#ffffff', '#737373'));
  });

  test("the demo's theme passes; each short pair is told on its colour", () => {
    expect(themeContrastIssues(demo)).toEqual([]);
    // Yellow buttons with white labels, and yellow links on white.
    expect(themeContrastIssues({ ...demo, primary: '#facc15' })).toEqual([
      { field: 'primaryContrast', key: 'button', ratio: expect.closeTo(1.53, 2) },
      { field: 'primary', key: 'pageLinks', ratio: expect.closeTo(1.53, 2) },
      { field: 'primary', key: 'cardLinks', ratio: expect.closeTo(1.53, 2) },
    ]);
    // A grey page: its grey secondary texts fall short, not the text nor the blue links.
    expect(themeContrastIssues({ ...demo, background: '#d4d4d4' })).toEqual([
      { field: 'background', key: 'secondaryText', ratio: expect.closeTo(3.2, 2) },
    ]);
    expect(themeContrastIssues({ ...demo, foreground: '#a3a3a3' })).toEqual([
      { field: 'foreground', key: 'text', ratio: expect.closeTo(2.52, 2) },
    ]);
  });
});

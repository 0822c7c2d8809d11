/**
 * The contrast rules that keep a store's colours readable (WCAG 2.2, 1.4.3: text needs 4.5:1
 * against what is behind it), checked when its owners change them (issue 30 item 5) so that the
 * storefront's accessibility stays at 100 whatever they choose.
 */

/** A colour as the theme keeps it: #rrggbb. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** Text, links and buttons' labels need this much contrast with what is behind them. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The lightest grey the storefront writes secondary text with (Tailwind's neutral-500). */
export const SECONDARY_TEXT = '#737373';
/** Cards, the header and dialogs are white whatever the page's background. */
export const CARD_BACKGROUND = '#ffffff';

export const THEME_COLOURS = [
  'primary',
  'primaryContrast',
  'accent',
  'background',
  'foreground',
] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export type Theme = Record<ThemeColour, string>;

/** A colour's relative luminance (WCAG): 0 for black, 1 for white. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Each pair of the theme that the storefront shows as text on a background: the colour whose
 * field is told when the pair falls short, the other colour, and the message's key (under
 * backOffice.settings.contrast).
 */
export const THEME_CONTRAST_PAIRS: readonly {
  field: ThemeColour;
  against: (theme: Theme) => string;
  key: 'button' | 'pageLinks' | 'cardLinks' | 'text' | 'secondaryText';
}[] = [
  { field: 'primaryContrast', against: (t) => t.primary, key: 'button' },
  { field: 'primary', against: (t) => t.background, key: 'pageLinks' },
  { field: 'primary', against: () => CARD_BACKGROUND, key: 'cardLinks' },
  { field: 'foreground', against: (t) => t.background, key: 'text' },
  { field: 'background', against: () => SECONDARY_TEXT, key: 'secondaryText' },
];

/** The pairs of `theme` below MIN_TEXT_CONTRAST, each with its ratio. */
export function themeContrastIssues(
  theme: Theme,
): { field: ThemeColour; key: (typeof THEME_CONTRAST_PAIRS)[number]['key']; ratio: number }[] {
  return THEME_CONTRAST_PAIRS.flatMap(({ field, against, key }) => {
    const ratio = contrastRatio(theme[field], against(theme));
    return ratio < MIN_TEXT_CONTRAST ? [{ field, key, ratio }] : [];
  });
}

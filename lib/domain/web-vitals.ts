/** The Core Web Vitals a visit reports (issue 29): the largest paint, the responsiveness, the shifts. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/**
 * The kinds of storefront page a measure is grouped by. A page says which it is with
 * `data-page-type` on its main element (PAGE_TYPE_ATTRIBUTE); a page that does not is `other`.
 */
export const PAGE_TYPES = [
  'home',
  'category',
  'product',
  'search',
  'content',
  'cart',
  'checkout',
  'account',
  'blog',
  'portal',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const PAGE_TYPE_ATTRIBUTE = 'data-page-type';

/** The share of page loads that report (NEXT_PUBLIC_WEB_VITALS_SAMPLE, 0 to 1; 10% unset). */
export function webVitalsSampleRate(setting: string | undefined): number {
  const rate = setting === undefined || setting.trim() === '' ? NaN : Number(setting);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0.1;
}

/** Whether a page load is one of the sampled: `draw` is uniform in [0, 1). */
export const sampled = (rate: number, draw: number) => draw < rate;

export function pageTypeOf(value: string | null | undefined): PageType {
  return (PAGE_TYPES as readonly string[]).includes(value ?? '') ? (value as PageType) : 'other';
}

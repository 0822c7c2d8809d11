import { z } from 'zod';
import { PAGE_TYPES, WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from '@/lib/domain/web-vitals';

/**
 * POST /vitals: one Core Web Vital of a real visit (issue 29), as `useReportWebVitals` measures
 * it, with the kind of page it was measured on. The store comes from the host, like every call.
 */
export const webVitalBody = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  // Milliseconds for LCP and INP, a unitless score for CLS; a visit longer than an hour is noise.
  value: z.number().min(0).max(3_600_000),
  rating: z.enum(WEB_VITAL_RATINGS),
  pageType: z.enum(PAGE_TYPES),
  /** web-vitals' id of the metric in this page load (v5-…), to tell repeated reports apart. */
  id: z.string().trim().min(1).max(64),
  navigationType: z
    .enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'])
    .optional(),
});
export type WebVitalBody = z.infer<typeof webVitalBody>;

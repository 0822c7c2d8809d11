'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { apiSend } from '@/lib/api-client/client';
import {
  PAGE_TYPE_ATTRIBUTE,
  pageTypeOf,
  WEB_VITAL_NAMES,
  type WebVitalName,
} from '@/lib/domain/web-vitals';

type Reported = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

const isFieldVital = (name: string): name is WebVitalName =>
  (WEB_VITAL_NAMES as readonly string[]).includes(name);

/**
 * Sends LCP, INP and CLS of this page load to the store (POST /api/vitals), with the kind of page
 * they were measured on (`data-page-type`). Defined once, outside the component, as Next asks of
 * useReportWebVitals' callback. `keepalive` lets a report sent as the page is hidden (INP and CLS
 * are final only then) finish after it.
 */
function report(metric: Reported) {
  if (!isFieldVital(metric.name)) return;
  const pageType = pageTypeOf(
    document.querySelector(`[${PAGE_TYPE_ATTRIBUTE}]`)?.getAttribute(PAGE_TYPE_ATTRIBUTE),
  );
  void apiSend('reportWebVital', {
    body: {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      pageType,
      navigationType: metric.navigationType,
    },
    token: null,
    keepalive: true,
  }).catch(() => {
    // A lost measure is not the shopper's concern.
  });
}

/** Mounted by web-vitals.tsx in the page loads of the sample only. */
export function WebVitalsReporter() {
  useReportWebVitals(report);
  return null;
}

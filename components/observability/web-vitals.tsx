'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { sampled, webVitalsSampleRate } from '@/lib/domain/web-vitals';

// The measuring code (web-vitals) comes only to the page loads of the sample: the others, most
// of them, do not pay for it. Its observers read the browser's buffered entries, so loading it
// after hydration still sees the page's largest paint and its shifts from the start.
const WebVitalsReporter = dynamic(
  () => import('./web-vitals-reporter').then((m) => m.WebVitalsReporter),
  { ssr: false },
);

/**
 * Field Core Web Vitals (issue 29, docs/adr/0027): one draw per page load against
 * NEXT_PUBLIC_WEB_VITALS_SAMPLE (10% unset); a load in the sample reports its LCP, INP and CLS.
 */
export function WebVitals() {
  const inSample = useSyncExternalStore(noChanges, drawOnce, () => false);
  return inSample ? <WebVitalsReporter /> : null;
}

// One draw per page load (this module lives as long as the page), none on the server.
let draw: boolean | undefined;
const drawOnce = () =>
  (draw ??= sampled(webVitalsSampleRate(process.env.NEXT_PUBLIC_WEB_VITALS_SAMPLE), Math.random()));
const noChanges = () => () => undefined;

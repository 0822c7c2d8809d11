'use client';

import { useSyncExternalStore } from 'react';
import { AGE_CONSENT_EVENT, AGE_GATE_ID } from '@/lib/domain/age-consent';

/** No gate on this store, or the visitor has consented (flag set on <html> before paint). */
function cleared(): boolean {
  return !document.getElementById(AGE_GATE_ID) || 'ageConsent' in document.documentElement.dataset;
}

function subscribe(onChange: () => void) {
  window.addEventListener(AGE_CONSENT_EVENT, onChange);
  return () => window.removeEventListener(AGE_CONSENT_EVENT, onChange);
}

/**
 * Whether the page is free to open things over itself (pop-ups): never while the age gate asks,
 * whose content must come first. False in the server's HTML.
 */
export function useAgeCleared(): boolean {
  return useSyncExternalStore(subscribe, cleared, () => false);
}

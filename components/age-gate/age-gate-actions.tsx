'use client';

import { useEffect, useRef } from 'react';
import { AGE_CONSENT_EVENT, AGE_REFUSAL_URL, ageConsentCookie } from '@/lib/domain/age-consent';
import { useAgeCleared } from './age-consent-state';

/**
 * The gate's two answers. Yes stores the consent cookie for a year and reveals the page at once
 * (no reload); no leaves the store for a neutral page — going back in history could land on
 * another page of the same store, or nowhere when the store was the first page opened.
 */
export function AgeGateActions({ accept, refuse }: { accept: string; refuse: string }) {
  const cleared = useAgeCleared();
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!cleared) yes.current?.focus();
  }, [cleared]);

  const onAccept = () => {
    document.cookie = ageConsentCookie();
    document.documentElement.dataset.ageConsent = '1';
    window.dispatchEvent(new Event(AGE_CONSENT_EVENT));
  };

  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      <button
        ref={yes}
        type="button"
        onClick={onAccept}
        className="h-12 rounded-xl bg-[var(--store-primary)] px-4 font-semibold text-[var(--store-primary-contrast)] hover:brightness-110"
      >
        {accept}
      </button>
      <button
        type="button"
        onClick={() => window.location.assign(AGE_REFUSAL_URL)}
        className="h-12 rounded-xl border border-neutral-300 px-4 font-semibold text-neutral-800 hover:bg-neutral-100"
      >
        {refuse}
      </button>
    </div>
  );
}

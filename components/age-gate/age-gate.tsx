import { getTranslations } from 'next-intl/server';
import type { Company } from '@/lib/contracts/company';
import { AGE_GATE_ID } from '@/lib/domain/age-consent';
import { AGE_GATE_REVEAL_SCRIPT } from '@/lib/domain/age-consent-script.mjs';
import type { Locale } from '@/lib/domain/money';
import { AgeGateActions } from './lazy';

/*
 * The gate is in the cached HTML of every page of the store; the cookie is read in the browser,
 * never on the server (the layout is cached per store: docs/adr/0002). The script runs as the
 * body starts, before anything paints (the CSP allows it by its hash: lib/security-headers.mjs):
 * with the cookie it marks <html> and the gate never shows; without it the page behind stays
 * hidden (visibility: out of sight, focus and screen readers) until the visitor answers.
 */
const gateStyle = `html:not([data-age-consent]) body>:not(#${AGE_GATE_ID}){visibility:hidden}html[data-age-consent] #${AGE_GATE_ID}{display:none}`;

/**
 * The 18+ consent dialog of stores with `interface.ageNotification` (SPEC.md sections 2 and 4):
 * shown before anything of the store, remembered in the `ageConsent` cookie. Must be the first
 * child of <body>.
 */
export async function AgeGate({ store, locale }: { store: Company; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ageGate' });
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: AGE_GATE_REVEAL_SCRIPT }} />
      <style dangerouslySetInnerHTML={{ __html: gateStyle }} />
      <div
        id={AGE_GATE_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-text"
        className="fixed inset-0 z-[100] grid place-items-center overflow-y-auto bg-neutral-900 p-4"
      >
        <div className="w-full max-w-xl rounded-2xl bg-white p-6 text-center shadow-2xl sm:p-8">
          {store.logo && (
            // eslint-disable-next-line @next/next/no-img-element -- the store's small logo (unoptimized images)
            <img src={store.logo} alt={store.name} className="mx-auto h-10 w-auto" />
          )}
          <h2 id="age-gate-title" className="mt-5 text-2xl font-bold text-neutral-900">
            {t('title')}
          </h2>
          <p id="age-gate-text" className="mt-3 text-neutral-700">
            {t('text')}
          </p>
          <AgeGateActions accept={t('accept')} refuse={t('refuse')} />
        </div>
      </div>
    </>
  );
}

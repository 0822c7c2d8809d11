'use client';

import type { Locale } from '@/lib/domain/money';
import { LOCALE_NAMES } from '@/lib/i18n/config';
import { switchLocale } from '@/lib/i18n/switch-locale';

const LOCALES: { code: Locale; label: string; name: string }[] = [
  { code: 'pt', label: 'PT', name: LOCALE_NAMES.pt },
  { code: 'en', label: 'EN', name: LOCALE_NAMES.en },
];

/** PT / EN buttons; the choice reloads the page in that language. */
export function LocaleSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const choose = (code: Locale) => {
    if (code !== locale) switchLocale(code);
  };
  return (
    <div role="group" aria-label={label} className="flex items-center gap-0.5">
      {LOCALES.map((l) => (
        <button
          key={l.code}
          type="button"
          lang={l.code === 'pt' ? 'pt-BR' : 'en-US'}
          aria-pressed={l.code === locale}
          aria-label={l.name}
          onClick={() => choose(l.code)}
          className="rounded px-1.5 py-0.5 font-semibold underline-offset-4 hover:underline aria-pressed:underline aria-pressed:decoration-2"
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}

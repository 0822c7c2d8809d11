import type { Locale } from '@/lib/domain/money';
import { LOCALE_COOKIE } from './config';

/** Browser side of the language switch: the cookie the proxy reads, plus `i18nextLng` (SPEC.md). */
export function switchLocale(code: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem('i18nextLng', code);
  } catch {
    // Storage can be blocked; the cookie alone still switches the language.
  }
  window.location.reload();
}

import type { Locale } from '@/lib/domain/money';
import { deliveryTerm } from '@/lib/domain/pricing';
import { translateKey } from './messages';

/** '05 a 10 dias úteis' / '05 to 10 business days': each count padded to two digits (SPEC.md 9). */
export function businessDaysText(locale: Locale, minDays: number, maxDays: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return minDays === maxDays
    ? translateKey(locale, 'businessDays.one', { days: pad(minDays) })
    : translateKey(locale, 'businessDays.range', { min: pad(minDays), max: pad(maxDays) });
}

/** A product's delivery term (lib/domain/pricing.ts deliveryTerm) in the shopper's language. */
export function deliveryTermText(locale: Locale, productionTimeDays: number | null | undefined) {
  const { minDays, maxDays } = deliveryTerm(productionTimeDays);
  return businessDaysText(locale, minDays, maxDays);
}

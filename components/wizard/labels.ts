import type { Company } from '@/lib/contracts/company';
import { budgets, type WizardAnswers, type WizardQuestion } from '@/lib/domain/wizard';
import { formatMoney, type Locale } from '@/lib/domain/money';

/** A translator of the `wizard` namespace. */
export type WizardT = (key: string, values?: Record<string, string | number>) => string;

/** The text of one option; budget ranges show their limits in the shopper's currency. */
export function optionLabel(
  t: WizardT,
  question: WizardQuestion,
  option: NonNullable<WizardAnswers[WizardQuestion]>,
  store: Pick<Company, 'usdPerBrl'>,
  locale: Locale,
): string {
  if (question !== 'orcamento') return t(`questions.${question}.options.${option}`);
  const range = budgets[option as keyof typeof budgets];
  const money = (cents: number | null) =>
    cents === null ? '' : formatMoney(cents, locale, store.usdPerBrl);
  return t(`questions.orcamento.options.${option}`, {
    min: money(range.min),
    max: money(range.max),
  });
}

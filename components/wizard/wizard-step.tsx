import Form from 'next/form';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';
import {
  answersQuery,
  questionOrder,
  wizardQuestions,
  type WizardAnswers,
} from '@/lib/domain/wizard';
import { FocusHeading } from './focus-heading';
import { optionLabel } from './labels';

/**
 * One question as a GET form of native radio buttons: it works without JavaScript, arrow keys
 * move between options, and the answers so far travel as hidden fields into the next URL.
 */
export async function WizardStep({
  step,
  answers,
  store,
  locale,
}: {
  step: number;
  answers: WizardAnswers;
  store: Company;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'wizard' });
  const question = questionOrder[step - 1]!;
  const total = questionOrder.length;
  const last = step === total;
  const kept = questionOrder.filter((q) => q !== question && answers[q] !== undefined);

  return (
    <section className="mt-8 max-w-3xl" data-testid="wizard-step">
      <p id="wizard-progress" className="text-sm font-medium text-neutral-700">
        {t('progress', { step, total })}
      </p>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={t('progress', { step, total })}
        className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full rounded-full bg-[var(--store-primary)]"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
      <Form action="/wizard" className="mt-6">
        {kept.map((q) => (
          <input key={q} type="hidden" name={q} value={answers[q]} />
        ))}
        <fieldset>
          <legend className="w-full">
            <FocusHeading key={step} id="wizard-question" className="text-xl font-semibold">
              {t(`questions.${question}.title`)}
            </FocusHeading>
          </legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {wizardQuestions[question].map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-neutral-300 bg-white p-4 text-base transition focus-within:ring-2 focus-within:ring-[var(--store-primary)] hover:border-[var(--store-primary)] has-[:checked]:border-[var(--store-primary)] has-[:checked]:bg-neutral-50"
              >
                <input
                  type="radio"
                  name={question}
                  value={option}
                  required
                  defaultChecked={answers[question] === option}
                  className="h-5 w-5 shrink-0 accent-[var(--store-primary)]"
                />
                <span>{optionLabel(t, question, option, store, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {!last && <input type="hidden" name="passo" value={step + 1} />}
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded-lg bg-[var(--store-primary)] px-6 py-3 font-semibold text-[var(--store-primary-contrast)] hover:opacity-90"
          >
            {last ? t('seeResults') : t('next')}
          </button>
          {step > 1 && (
            <Link
              href={`/wizard?${answersQuery(answers, { passo: String(step - 1) })}`}
              className="rounded-lg px-4 py-3 font-medium text-[var(--store-primary)] underline"
            >
              {t('back')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

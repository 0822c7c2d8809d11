import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';
import { currentStep, isComplete, parseAnswers } from '@/lib/domain/wizard';
import { WizardResults } from './wizard-results';
import { WizardStep } from './wizard-step';

type Query = Record<string, string | string[] | undefined>;

/** The wizard screen the URL asks for: one question, or the results of a complete set. */
export async function Wizard({
  searchParams,
  store,
  locale,
}: {
  searchParams: Promise<Query>;
  store: Company;
  locale: Locale;
}) {
  const query = await searchParams;
  const answers = parseAnswers(query);
  const step = currentStep(answers, query.passo);
  if (step === 'results' && isComplete(answers)) {
    return <WizardResults answers={answers} store={store} locale={locale} />;
  }
  return (
    <WizardStep
      step={step === 'results' ? 1 : step}
      answers={answers}
      store={store}
      locale={locale}
    />
  );
}

/** Placeholder of the same size while the question or the results load. */
export function WizardSkeleton() {
  return (
    <div className="mt-8 max-w-3xl animate-pulse" aria-hidden>
      <div className="h-4 w-32 rounded bg-neutral-200" />
      <div className="mt-2 h-2 rounded-full bg-neutral-200" />
      <div className="mt-6 h-7 w-2/3 rounded bg-neutral-200" />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-14 rounded-xl bg-neutral-100" />
        ))}
      </div>
    </div>
  );
}

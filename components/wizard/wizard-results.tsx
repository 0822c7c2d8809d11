import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/product/product-card';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';
import {
  answersQuery,
  budgets,
  questionOrder,
  rankNotebooks,
  type CompleteAnswers,
} from '@/lib/domain/wizard';
import { getWizardNotebooks } from '@/lib/wizard/data';
import { FocusHeading } from './focus-heading';
import { optionLabel } from './labels';

const linkClass = 'font-medium text-[var(--store-primary)] underline';

/** The real notebooks that fit the answers, best first, each with why it was chosen. */
export async function WizardResults({
  answers,
  store,
  locale,
}: {
  answers: CompleteAnswers;
  store: Company;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'wizard' });
  const notebooks = await getWizardNotebooks(store.id, budgets[answers.orcamento].max);
  const ranked = rankNotebooks(notebooks, answers);

  return (
    <section className="mt-8" data-testid="wizard-results">
      <FocusHeading id="wizard-results" className="text-2xl font-semibold">
        {ranked.length === 0 ? t('results.empty') : t('results.heading')}
      </FocusHeading>
      <div className="mt-4 rounded-xl bg-neutral-50 p-4">
        <h3 className="text-sm font-semibold text-neutral-800">{t('results.summary')}</h3>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {questionOrder.map((q) => (
            <div key={q} className="flex gap-2">
              <dt className="text-neutral-600">{t(`questions.${q}.short`)}:</dt>
              <dd className="font-medium">{optionLabel(t, q, answers[q], store, locale)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex flex-wrap gap-4 text-sm">
          <Link href={`/wizard?${answersQuery(answers, { passo: '1' })}`} className={linkClass}>
            {t('results.edit')}
          </Link>
          <Link href="/wizard" className={linkClass}>
            {t('results.restart')}
          </Link>
        </p>
      </div>

      {ranked.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-neutral-300 p-8 text-center">
          <p className="text-neutral-700">{t('results.emptyHint')}</p>
          <Link
            href="/notebooks"
            className="mt-4 inline-block rounded-lg bg-[var(--store-primary)] px-6 py-3 font-semibold text-[var(--store-primary-contrast)]"
          >
            {t('results.allNotebooks')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-neutral-700" role="status">
            {t('results.count', { count: ranked.length })}
          </p>
          <ol className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {ranked.map(({ product, reasons }, i) => (
              <li
                key={product.id}
                // Subgrid rows line up the cards and the reasons of one visual row.
                className="row-span-2 mb-5 grid grid-rows-subgrid gap-3"
                data-testid="wizard-pick"
              >
                <ProductCard product={product} store={store} locale={locale} priority={i === 0} />
                <p className="text-sm text-neutral-800">
                  <strong>{t('results.why')}</strong>{' '}
                  {reasons.map((r) => t(`reasons.${r.key}`, r.values)).join('; ')}.
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

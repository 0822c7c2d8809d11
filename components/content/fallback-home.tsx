import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';
import { getMenuCategories } from '@/lib/store/data';

/** The fixed home: shown when the page-builder content of `home` fails, is missing or is empty. */
export async function FallbackHome({ store, locale }: { store: Company; locale: Locale }) {
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getMenuCategories(store.id),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="fallback-home">
      <section className="rounded-2xl bg-[var(--store-primary)] px-6 py-12 text-[var(--store-primary-contrast)] md:px-12">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-xl text-lg opacity-90">{t('intro')}</p>
      </section>
      {categories.length > 0 && (
        <section aria-labelledby="home-categories" className="mt-10">
          <h2 id="home-categories" className="text-xl font-semibold">
            {t('featured')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/${c.url}`}
                  className="block rounded-xl border border-neutral-200 p-5 font-medium hover:border-[var(--store-primary)] hover:text-[var(--store-primary)]"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

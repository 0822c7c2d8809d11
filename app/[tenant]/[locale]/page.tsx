import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/i18n/config';
import { getMenuCategories, getStore } from '@/lib/store/data';

/** Home. The page-builder content of router url `home` arrives with the catalog issue; until
 * then, and whenever that content fails or is empty, this fixed home is what shoppers see. */
export default async function HomePage({ params }: PageProps<'/[tenant]/[locale]'>) {
  const { tenant, locale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const [t, categories] = await Promise.all([
    getTranslations({ locale: toLocale(locale), namespace: 'home' }),
    getMenuCategories(store.id),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
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

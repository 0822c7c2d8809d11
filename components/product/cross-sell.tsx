import { getTranslations } from 'next-intl/server';
import { ScrollButtons } from '@/components/ui/scroll-buttons';
import type { Company } from '@/lib/contracts/company';
import { getCrossSells } from '@/lib/catalog/data';
import type { Locale } from '@/lib/domain/money';
import { ProductCard } from './product-card';

/**
 * 'Compre junto': suggestions in a sideways-scrolling row (CSS scroll snap), 2 per view on
 * desktop (SPEC.md section 9), one on phones; nothing when there are none.
 */
export async function CrossSell({
  productId,
  store,
  locale,
}: {
  productId: number;
  store: Company;
  locale: Locale;
}) {
  const [t, products] = await Promise.all([
    getTranslations({ locale, namespace: 'productPage' }),
    getCrossSells(store.id, productId),
  ]);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="cross-sell-title" className="mt-12" data-testid="cross-sell">
      <div className="flex items-end justify-between gap-4">
        <h2 id="cross-sell-title" className="text-xl font-semibold">
          {t('crossSell')}
        </h2>
        <ScrollButtons target="cross-sell-list" previous={t('previous')} next={t('next')} />
      </div>
      <ul
        id="cross-sell-list"
        className="mt-4 flex snap-x snap-mandatory [scrollbar-width:thin] gap-3 overflow-x-auto overscroll-x-contain pb-3"
      >
        {products.map((p) => (
          <li key={p.id} className="w-[88%] shrink-0 snap-start md:w-[calc((100%-0.75rem)/2)]">
            <ProductCard product={p} store={store} locale={locale} variant="horizontal" />
          </li>
        ))}
      </ul>
    </section>
  );
}

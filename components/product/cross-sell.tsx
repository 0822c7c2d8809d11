import { getTranslations } from 'next-intl/server';
import { ScrollSlider } from '@/components/ui/scroll-slider';
import type { Company } from '@/lib/contracts/company';
import { getCrossSells } from '@/lib/catalog/data';
import type { Locale } from '@/lib/domain/money';
import { ProductCard } from './product-card';

/** 'Compre junto': suggestions in a slider, 2 per view on desktop; nothing when there are none. */
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
      <h2 id="cross-sell-title" className="text-xl font-semibold">
        {t('crossSell')}
      </h2>
      <div className="mt-4">
        <ScrollSlider
          label={t('crossSell')}
          perView={2}
          labels={{ previous: t('previous'), next: t('next') }}
        >
          {products.map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              store={store}
              locale={locale}
              variant="horizontal"
            />
          ))}
        </ScrollSlider>
      </div>
    </section>
  );
}

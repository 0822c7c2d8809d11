'use client';

import { useTranslations } from 'next-intl';
import { ChosenProducts, chosenTexts } from '@/components/catalog/chosen-products';
import { ProductCardView, type CardLabels } from '@/components/product/product-card-view';
import { toCardView } from '@/lib/catalog/card-view';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';
import { useFavourites } from '@/lib/favourites/store';

type Props = {
  store: Pick<Company, 'usdPerBrl' | 'defaultInCashPayment'>;
  locale: Locale;
  /** The cards' fixed texts, from the server (`cardLabels`): templates such as 'Favoritar {name}'. */
  labels: CardLabels;
};

const grid = 'mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4';

/** `/wishlist`: the shopper's favourites as cards, loaded by id; an empty state without any. */
export function WishlistView({ store, locale, labels }: Props) {
  const t = useTranslations('wishlist');
  const tp = useTranslations('product');
  const { ready, value: ids } = useFavourites();
  return (
    <ChosenProducts
      ready={ready}
      ids={ids}
      texts={chosenTexts(t)}
      placeholder={
        <div className={`${grid} pt-7`}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-96 animate-pulse rounded-xl bg-neutral-100" />
          ))}
        </div>
      }
    >
      {(products) => (
        <>
          <p className="mt-2 text-sm text-neutral-700" role="status">
            {t('count', { count: products.length })}
          </p>
          <ul className={grid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCardView
                  view={toCardView(product, store, locale, (key, values) => tp(key, values))}
                  labels={labels}
                  variant="vertical"
                  priority={false}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </ChosenProducts>
  );
}

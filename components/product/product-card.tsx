import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { toCardView } from '@/lib/catalog/card-view';
import type { Product } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';

import { compareLabels, favouriteLabels } from './personal-labels';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import { ProductCardView, type CardLabels, type CardVariant } from './product-card-view';

export type { CardVariant };

/** The card's fixed texts, one object per request and locale, so the page payload holds it once. */
export const cardLabels = cache(async (locale: Locale): Promise<CardLabels> => {
  const [t, tf, tc, tr] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'comparison' }),
    getTranslations({ locale, namespace: 'reviews' }),
  ]);
  return {
    startingAt: t('startingAt'),
    details: t('details'),
    buy: t('buy'),
    review: tr('write'),
    favourite: favouriteLabels((k) => tf.raw(k)),
    compare: compareLabels((k) => tc.raw(k)),
  };
});

/**
 * Product card of SPEC.md section 2: image (second media on hover), name, old and final price,
 * discount chip, 'Indisponível', 'A partir de' Pix price, '21x de' installments, 'Ver detalhes',
 * favourite heart, compare checkbox and 'Avaliar' for a product the customer bought. The prices and texts are worked out here, on the server;
 * the markup is a client component fed only those strings, so a listing's payload carries a few
 * hundred bytes per card instead of its whole element tree.
 */
export async function ProductCard({
  product,
  store,
  locale,
  variant = 'vertical',
  priority = false,
  linkBase,
}: {
  product: Product;
  store: Company;
  locale: Locale;
  variant?: CardVariant;
  priority?: boolean;
  /** A corporate portal's URL: its cards open the product inside the portal. */
  linkBase?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'product' });
  return (
    <HydrateApart>
      <ProductCardView
        view={toCardView(product, store, locale, (key, values) => t(key, values), linkBase)}
        labels={await cardLabels(locale)}
        variant={variant}
        priority={priority}
      />
    </HydrateApart>
  );
}

import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Product } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import { formatMoney, toCents, type Locale } from '@/lib/domain/money';
import {
  advertisedInstallmentCents,
  ADVERTISED_INSTALLMENTS,
  cashDiscountPercent,
  cashPriceCents,
  discountPercent,
} from '@/lib/domain/pricing';

import {
  ProductCardView,
  type CardLabels,
  type CardVariant,
  type CardView,
} from './product-card-view';

export type { CardVariant };

/** The card's fixed texts, one object per request and locale, so the page payload holds it once. */
const cardLabels = cache(async (locale: Locale): Promise<CardLabels> => {
  const t = await getTranslations({ locale, namespace: 'product' });
  return { startingAt: t('startingAt'), details: t('details'), buy: t('buy') };
});

/**
 * Product card of SPEC.md section 2: image (second media on hover), name, old and final price,
 * discount chip, 'Indisponível', 'A partir de' Pix price, '21x de' installments, 'Ver detalhes'.
 * The prices and texts are worked out here, on the server; the markup is a client component fed
 * only those strings, so a listing's payload carries a few hundred bytes per card instead of
 * its whole element tree.
 */
export async function ProductCard({
  product,
  store,
  locale,
  variant = 'vertical',
  priority = false,
}: {
  product: Product;
  store: Company;
  locale: Locale;
  variant?: CardVariant;
  priority?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const money = (cents: number) => formatMoney(cents, locale, store.usdPerBrl);
  const price = toCents(product.price);
  const final = toCents(product.finalPrice);
  const cash = cashPriceCents(
    final,
    product.inCashPrice === null ? null : toCents(product.inCashPrice),
  );
  const discount = discountPercent(price, final);
  const available = product.saleable && product.stock > 0;
  const [image, hoverImage] = product.medias;
  const view: CardView = {
    href: `/${product.url}`,
    name: product.name,
    subtitle: product.subtitle || null,
    image: image?.url ?? null,
    hoverImage: hoverImage?.url ?? null,
    discount: discount > 0 ? t('discountOff', { percent: discount }) : null,
    unavailable: available ? null : t('unavailable'),
    oldPrice: discount > 0 ? money(price) : null,
    finalPrice: money(final),
    cashPrice: money(cash),
    cashNote: `${store.defaultInCashPayment === 'pix' ? t('pix') : t('cash')} · ${t('pixDiscount', { percent: cashDiscountPercent(final, cash) })}`,
    installments: t('installments', {
      count: ADVERTISED_INSTALLMENTS,
      amount: money(advertisedInstallmentCents(final)),
    }),
    // SPEC.md section 9: 'Comprar' adds a simple product directly; any other opens its page.
    directBuyId: available && product.type === 'simple' ? product.id : null,
  };
  return (
    <ProductCardView
      view={view}
      labels={await cardLabels(locale)}
      variant={variant}
      priority={priority}
    />
  );
}

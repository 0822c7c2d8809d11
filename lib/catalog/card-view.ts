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

/** A product card's contents, prices already formatted. */
export type CardView = {
  id: number;
  href: string;
  name: string;
  subtitle: string | null;
  image: string | null;
  hoverImage: string | null;
  /** '-10%', or null without a discount. */
  discount: string | null;
  /** 'Indisponível', or null when it can be bought. */
  unavailable: string | null;
  oldPrice: string | null;
  finalPrice: string;
  cashPrice: string;
  /** 'No PIX · 10% de desconto' */
  cashNote: string;
  /** '21x de R$ 132,17' */
  installments: string;
  /** A simple product in stock: 'Comprar' adds one unit and opens the cart page. */
  directBuyId: number | null;
};

/** The `product.*` messages a card needs (next-intl's `t` on the server or in the browser). */
export type CardTranslate = (
  key: 'discountOff' | 'unavailable' | 'pix' | 'cash' | 'pixDiscount' | 'installments',
  values?: Record<string, string | number>,
) => string;

/**
 * What a product card shows (SPEC.md section 2): old and final price, discount chip,
 * 'Indisponível', the Pix price with its discount and the advertised installments. Pure, so the
 * server's cards and the ones the browser builds (favourites, comparison) say the same.
 */
export function toCardView(
  product: Product,
  store: Pick<Company, 'usdPerBrl' | 'defaultInCashPayment'>,
  locale: Locale,
  t: CardTranslate,
  /** Where product pages live: the store's root, or a corporate portal's URL. */
  linkBase = '',
): CardView {
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
  return {
    id: product.id,
    href: `${linkBase}/${product.url}`,
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
}

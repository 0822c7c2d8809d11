import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
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

export type CardVariant = 'vertical' | 'horizontal' | 'hover';

/**
 * Product card of SPEC.md section 2: image (second media on hover), name, old and final price,
 * discount chip, 'Indisponível', 'A partir de' Pix price, '21x de' installments, 'Ver detalhes'.
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
  const href = `/${product.url}`;
  const horizontal = variant === 'horizontal';
  const hover = variant === 'hover';

  return (
    <article
      className={`group relative flex h-full rounded-xl border border-neutral-200 bg-white p-3 transition hover:shadow-lg ${horizontal ? 'flex-row gap-4' : 'flex-col'} ${hover ? 'lg:focus-within:z-10 lg:hover:z-10' : ''}`}
      data-testid="product-card"
      data-variant={variant}
    >
      <div
        className={`relative overflow-hidden rounded-lg bg-neutral-50 ${horizontal ? 'w-32 shrink-0' : 'aspect-[5/4]'}`}
      >
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- catalog SVGs and CDN images are already sized
          <img
            src={image.url}
            alt={product.name}
            width={400}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={`h-full w-full object-contain ${hoverImage ? 'transition-opacity group-hover:opacity-0' : ''}`}
          />
        )}
        {hoverImage && (
          // eslint-disable-next-line @next/next/no-img-element -- decorative second view
          <img
            src={hoverImage.url}
            alt=""
            width={400}
            height={320}
            loading="lazy"
            className="absolute inset-0 h-full w-full object-contain opacity-0 transition-opacity group-hover:opacity-100"
          />
        )}
        <div className="absolute top-2 left-2 flex gap-1">
          {discount > 0 && (
            <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
              {t('discountOff', { percent: discount })}
            </span>
          )}
          {!available && (
            <span className="rounded bg-neutral-700 px-1.5 py-0.5 text-xs font-bold text-white">
              {t('unavailable')}
            </span>
          )}
        </div>
      </div>
      <div className={`flex flex-1 flex-col ${horizontal ? '' : 'mt-3'}`}>
        <h3 className="line-clamp-2 text-sm font-medium text-neutral-900">
          <Link href={href} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <div className="mt-2 text-sm">
          {discount > 0 && (
            <p className="text-neutral-600 line-through" data-testid="card-old-price">
              {money(price)}
            </p>
          )}
          <p className="text-neutral-900" data-testid="card-final-price">
            {money(final)}
          </p>
          <p
            className="mt-1 text-lg font-bold text-[var(--store-primary)]"
            data-testid="card-pix-price"
          >
            <span className="mr-1 text-xs font-normal text-neutral-600">{t('startingAt')}</span>
            {money(cash)}
          </p>
          <p className="text-xs text-emerald-800">
            {store.defaultInCashPayment === 'pix' ? t('pix') : t('cash')} ·{' '}
            {t('pixDiscount', { percent: cashDiscountPercent(final, cash) })}
          </p>
          <p className="mt-1 text-xs text-neutral-700" data-testid="card-installments">
            {t('installments', {
              count: ADVERTISED_INSTALLMENTS,
              amount: money(advertisedInstallmentCents(final)),
            })}
          </p>
        </div>
        <span
          className={`mt-auto pt-3 text-center text-sm font-semibold text-[var(--store-primary)] group-hover:underline ${hover ? 'lg:hidden' : ''}`}
          aria-hidden
        >
          {t('details')}
        </span>
      </div>
      {hover && (
        // Desktop: the card grows over its neighbours on hover or focus, so the grid never moves.
        <div className="absolute inset-x-[-1px] top-full -mt-3 hidden rounded-b-xl border border-t-0 border-neutral-200 bg-white px-3 pb-3 shadow-lg group-focus-within:lg:block group-hover:lg:block">
          {product.subtitle && (
            <p className="line-clamp-2 text-xs text-neutral-600">{product.subtitle}</p>
          )}
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Link
              href={href}
              className="relative rounded-lg border border-[var(--store-primary)] py-2 text-center text-sm font-semibold text-[var(--store-primary)]"
            >
              {t('details')}
            </Link>
            <Link
              href={href}
              className="relative rounded-lg bg-[var(--store-primary)] py-2 text-center text-sm font-semibold text-[var(--store-primary-contrast)]"
            >
              {t('buy')}
            </Link>
          </div>
        </div>
      )}
    </article>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { reaisInput } from '@/lib/contracts/back-office-products';
import { pricePreview } from '@/lib/catalog/price-preview';
import { formatMoney, toCents } from '@/lib/domain/money';

/** An amount field's value in cents, when it reads as one. */
function centsOf(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const parsed = reaisInput.safeParse(value);
  return parsed.success ? toCents(parsed.data) : null;
}

/**
 * What shoppers will see of the prices being typed, before they are saved: the product page's
 * price block in miniature ('De'/'Por', chip, Pix, interest-free and 21x), in reais.
 */
export function PricePreviewPanel({
  price,
  finalPrice,
  inCashPrice,
  interestFreeLimit,
  cashIsPix,
}: {
  price: unknown;
  finalPrice: unknown;
  inCashPrice: unknown;
  interestFreeLimit: number;
  cashIsPix: boolean;
}) {
  const t = useTranslations('backOffice.productForm');
  const tp = useTranslations('product');
  const tpp = useTranslations('productPage');
  const preview = pricePreview(
    {
      priceCents: centsOf(price),
      finalPriceCents: centsOf(finalPrice),
      inCashCents: centsOf(inCashPrice),
    },
    interestFreeLimit,
  );
  const money = (cents: number) => formatMoney(cents, 'pt', 1);
  return (
    <section
      aria-labelledby="previa-precos"
      aria-live="polite"
      className="rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="price-preview"
    >
      <h2 id="previa-precos" className="font-semibold">
        {t('preview')}
      </h2>
      <p className="text-xs text-neutral-600">{t('previewHint')}</p>
      {preview ? (
        <div className="mt-3 grid gap-1">
          {preview.discount > 0 && (
            <p className="flex items-center gap-2 text-sm text-neutral-600">
              <span>
                {tp('from')}{' '}
                <span className="line-through" data-testid="preview-old-price">
                  {money(preview.priceCents)}
                </span>
              </span>
              <span
                className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white"
                data-testid="preview-chip"
              >
                {tp('discountOff', { percent: preview.discount })}
              </span>
            </p>
          )}
          <p className="text-sm text-neutral-700">
            {tp('by')}{' '}
            <span className="text-lg font-semibold text-neutral-900" data-testid="preview-final">
              {money(preview.finalPriceCents)}
            </span>
          </p>
          <p className="text-2xl font-bold text-[var(--store-primary)]" data-testid="preview-cash">
            {money(preview.cashCents)}{' '}
            <span className="text-sm font-semibold">{cashIsPix ? tp('pix') : tp('cash')}</span>
          </p>
          {preview.cashDiscount > 0 && (
            <p className="text-sm text-emerald-800" data-testid="preview-cash-discount">
              {tp('pixDiscount', { percent: preview.cashDiscount })}
            </p>
          )}
          <p className="text-sm" data-testid="preview-interest-free">
            {tpp('interestFree', {
              count: preview.interestFree.count,
              amount: money(preview.interestFree.amountCents),
            })}
          </p>
          <p className="text-sm text-neutral-700" data-testid="preview-advertised">
            {tp('installments', {
              count: preview.advertised.count,
              amount: money(preview.advertised.amountCents),
            })}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-neutral-700">{t('previewEmpty')}</p>
      )}
    </section>
  );
}

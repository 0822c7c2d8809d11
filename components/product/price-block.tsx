import { getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import { formatMoney, toCents, type Locale } from '@/lib/domain/money';
import {
  ADVERTISED_INSTALLMENTS,
  advertisedInstallmentCents,
  discountPercent,
} from '@/lib/domain/pricing';

/** 'De', 'Por', 'No PIX' or 'Á vista', the best interest-free installments, '21x de' and the table. */
export async function PriceBlock({
  product,
  store,
  locale,
}: {
  product: ProductDetail;
  store: Company;
  locale: Locale;
}) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'productPage' }),
    getTranslations({ locale, namespace: 'product' }),
  ]);
  const money = (reais: number) => formatMoney(toCents(reais), locale, store.usdPerBrl);
  const { inCash, inInstallment } = product.priceSimulation;
  const discount = discountPercent(toCents(product.price), toCents(product.finalPrice));
  const interestFree = inInstallment.filter((o) => o.interestFree).at(-1);
  return (
    <div className="rounded-xl border border-neutral-200 p-4" data-testid="price-block">
      {discount > 0 && (
        <p className="flex items-center gap-2 text-sm text-neutral-600">
          <span>
            {tp('from')}{' '}
            <span className="line-through" data-testid="old-price">
              {money(product.price)}
            </span>
          </span>
          <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
            {tp('discountOff', { percent: discount })}
          </span>
        </p>
      )}
      <p className="mt-1 text-sm text-neutral-700">
        {tp('by')}{' '}
        <span className="text-xl font-semibold text-neutral-900" data-testid="final-price">
          {money(product.finalPrice)}
        </span>
      </p>
      <p className="mt-2 text-3xl font-bold text-[var(--store-primary)]" data-testid="pix-price">
        {money(inCash.finalPrice)}{' '}
        <span className="text-base font-semibold">
          {store.defaultInCashPayment === 'pix' ? tp('pix') : tp('cash')}
        </span>
      </p>
      {inCash.discountPercent > 0 && (
        <p className="text-sm text-emerald-800">
          {tp('pixDiscount', { percent: inCash.discountPercent })}
        </p>
      )}
      {interestFree && (
        <p className="mt-2 text-sm text-neutral-800" data-testid="interest-free">
          {t('interestFree', {
            count: interestFree.installments,
            amount: money(interestFree.amount),
          })}
        </p>
      )}
      <p className="text-sm text-neutral-700" data-testid="advertised-installments">
        {tp('installments', {
          count: ADVERTISED_INSTALLMENTS,
          amount: formatMoney(
            advertisedInstallmentCents(toCents(product.finalPrice)),
            locale,
            store.usdPerBrl,
          ),
        })}
      </p>
      {inInstallment.length > 1 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-[var(--store-primary)] underline">
            {t('installmentsTable')}
          </summary>
          <table className="mt-2 w-full text-left" data-testid="installments-table">
            <tbody>
              {inInstallment.map((o) => (
                <tr key={o.installments} className="border-t border-neutral-100">
                  <td className="py-1">
                    {t('installmentRow', { count: o.installments, amount: money(o.amount) })}{' '}
                    {o.interestFree && (
                      <span className="text-emerald-800">{tp('interestFree')}</span>
                    )}
                  </td>
                  <td className="py-1 text-right text-neutral-600">
                    {t('installmentTotal', { total: money(o.total) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import type { CheckoutQuote } from '@/lib/contracts/checkout';
import { toCents } from '@/lib/domain/money';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';

/**
 * The store's active payment methods as radio cards ('Pix', 'Boleto', 'Cartão de Crédito'), each
 * with what it costs from the server's quote and how it is paid.
 */
export function PaymentMethods({
  methods,
  chosen,
  onChoose,
  quote,
}: {
  methods: PaymentMethodGroup[];
  chosen: PaymentMethodGroup | null;
  onChoose: (method: PaymentMethodGroup) => void;
  quote: CheckoutQuote | null;
}) {
  const t = useTranslations('checkoutUi');
  const tp = useTranslations('product');
  const money = useMoney();
  if (methods.length === 0)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('noMethods')}
      </p>
    );
  const best = quote?.installments.filter((i) => i.interestFree).at(-1);
  const price = (method: PaymentMethodGroup) => {
    if (!quote) return null;
    if (method === 'creditCard')
      return best
        ? t('cardPrice', { count: best.count, amount: money(toCents(best.amount)) })
        : money(toCents(quote.total));
    return money(toCents(quote.cash.total));
  };
  return (
    <fieldset>
      <legend className="sr-only">{t('paymentStep')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {methods.map((method) => (
          <label
            key={method}
            data-testid={`checkout-method-${method}`}
            className="flex cursor-pointer flex-col gap-1 rounded-lg border border-neutral-200 p-3 text-sm has-[:checked]:border-[var(--store-primary)] has-[:checked]:bg-neutral-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-[var(--store-primary)]"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="checkout-method"
                value={method}
                checked={chosen === method}
                onChange={() => onChoose(method)}
                className="size-4 accent-[var(--store-primary)]"
              />
              <span className="font-semibold">{t(`methods.${method}`)}</span>
            </span>
            <span className="text-neutral-700">{price(method)}</span>
            {method === 'pix' && quote && quote.cash.discountPercent > 0 && (
              <span className="text-xs font-medium text-emerald-800">
                {tp('pixDiscount', { percent: quote.cash.discountPercent })}
              </span>
            )}
          </label>
        ))}
      </div>
      {chosen && chosen !== 'creditCard' && (
        <p className="mt-3 rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700">
          {t(`methodInfo.${chosen}`)}
        </p>
      )}
    </fieldset>
  );
}

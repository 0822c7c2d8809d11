'use client';

import { useTranslations } from 'next-intl';
import { useContractForm } from '@/components/ui/use-contract-form';
import { couponForm } from '@/lib/contracts/cart';
import { useCart } from './cart-state';

/** 'Você tem cupom?': open when the order already has a coupon (SPEC.md section 2). */
export function CouponBox() {
  const t = useTranslations('cartUi');
  const { order, change, pending } = useCart();
  // The code, checked with the cart's own rule; the store's refusal comes as the cart's snackbar.
  const form = useContractForm(couponForm, { code: '' });
  const code = form.form.watch('code');
  const applied = order?.coupon ?? null;

  const submit = form.submit(async ({ code }) => {
    // The code stays in the field when it is refused, so the shopper can correct it.
    if (await change({ coupon: code })) form.form.reset({ code: '' });
  });

  return (
    <details
      className="group rounded-lg border border-neutral-200"
      open={applied !== null || undefined}
    >
      <summary className="cursor-pointer list-none px-3 py-2.5 text-sm font-semibold">
        {t('couponTitle')}
      </summary>
      <div className="border-t border-neutral-200 p-3">
        {applied ? (
          <div className="flex items-center justify-between gap-2 text-sm">
            <span data-testid="coupon-applied">{t('couponApplied', { code: applied })}</span>
            <button
              type="button"
              disabled={pending}
              onClick={() => void change({ coupon: 'delete' })}
              className="text-red-700 underline disabled:opacity-50"
            >
              {t('couponRemove')}
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-wrap gap-2">
            <label className="sr-only" htmlFor="coupon-code">
              {t('couponLabel')}
            </label>
            <input
              {...form.control('code')}
              id="coupon-code"
              aria-describedby={form.errorOf('code') ? 'coupon-code-error' : undefined}
              placeholder={t('couponLabel')}
              autoComplete="off"
              className="h-10 min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 text-sm uppercase aria-[invalid=true]:border-red-600"
            />
            <button
              type="submit"
              disabled={pending || !code.trim()}
              className="h-10 rounded-lg bg-neutral-900 px-4 text-sm font-semibold text-white disabled:opacity-50"
            >
              {t('couponApply')}
            </button>
            {form.errorOf('code') && (
              <p id="coupon-code-error" className="basis-full text-xs text-red-700">
                {form.errorOf('code')}
              </p>
            )}
          </form>
        )}
      </div>
    </details>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useCart } from './cart-state';

/** 'Você tem cupom?': open when the order already has a coupon (SPEC.md section 2). */
export function CouponBox() {
  const t = useTranslations('cartUi');
  const { order, change, pending } = useCart();
  const [code, setCode] = useState('');
  const applied = order?.coupon ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    // The code stays in the field when it is refused, so the shopper can correct it.
    if (await change({ coupon: code.trim() })) setCode('');
  };

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
          <form onSubmit={submit} className="flex gap-2">
            <label className="sr-only" htmlFor="coupon-code">
              {t('couponLabel')}
            </label>
            <input
              id="coupon-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={t('couponLabel')}
              autoComplete="off"
              maxLength={64}
              className="h-10 min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 text-sm uppercase"
            />
            <button
              type="submit"
              disabled={pending || !code.trim()}
              className="h-10 rounded-lg bg-neutral-900 px-4 text-sm font-semibold text-white disabled:opacity-50"
            >
              {t('couponApply')}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}

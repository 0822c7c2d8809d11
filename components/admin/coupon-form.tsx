'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { CheckboxField, FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { checkedValues, useContractForm } from '@/components/ui/use-contract-form';
import { saveAdminCoupon } from '@/lib/api-client/back-office';
import {
  adminCouponBody,
  COUPON_TYPES,
  type AdminCoupon,
  type AdminCouponBody,
} from '@/lib/contracts/back-office-coupons';
import { storeClockInput } from '@/lib/contracts/back-office-products';
import { toCents, toDecimalInput } from '@/lib/domain/money';

const count = (value: number | null) => (value === null ? '' : String(value));

/**
 * A coupon's form, new or saved: code, percent or fixed discount, its window, switch, minimum
 * purchase, limits, first purchase only, and the products (SKUs, one per line or by commas) or
 * categories it is restricted to. Checked by the contract the API uses.
 */
export function CouponForm({
  coupon,
  categories,
}: {
  coupon: AdminCoupon | null;
  categories: { id: number; label: string }[];
}) {
  const t = useTranslations('backOffice.coupons');
  const router = useRouter();
  const snackbar = useSnackbar();
  const initialCategories = (coupon?.categoryIds ?? []).map(String);
  const { form, field, control, errorOf, submit, busy } = useContractForm(
    adminCouponBody,
    {
      code: coupon?.code ?? '',
      discountType: coupon?.discountType ?? 'percentual',
      value: coupon
        ? coupon.discountType === 'fixed'
          ? toDecimalInput(toCents(coupon.value))
          : String(coupon.value)
        : '',
      startsAt: storeClockInput(coupon?.startsAt ?? null),
      expiresAt: storeClockInput(coupon?.expiresAt ?? null),
      active: coupon?.active ?? true,
      minSubtotal: coupon?.minSubtotal == null ? '' : toDecimalInput(toCents(coupon.minSubtotal)),
      usageLimit: count(coupon?.usageLimit ?? null),
      perCustomerLimit: count(coupon?.perCustomerLimit ?? null),
      firstPurchaseOnly: coupon?.firstPurchaseOnly ?? false,
      productSkus: (coupon?.productSkus ?? []).join('\n'),
      categoryIds: initialCategories,
    },
    {
      body: (values) => ({
        ...values,
        productSkus: String(values.productSkus)
          .split(/[\s,;]+/)
          .filter(Boolean),
        categoryIds: checkedValues(values.categoryIds),
      }),
    },
  );
  const type = useWatch({ control: form.control, name: 'discountType' });
  const onSubmit = submit(async (values) => {
    // The checked values go as JSON: instants as ISO strings, amounts as numbers.
    const saved = await saveAdminCoupon(values as unknown as AdminCouponBody, coupon?.id);
    snackbar(coupon ? t('saved') : t('created'), 'success');
    // A new one opens at its own address; a saved one is read again in place.
    if (coupon) router.refresh();
    else router.push(`/admin/cupons?editar=${saved.id}`);
  });
  const skus = control('productSkus');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid content-start gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="coupon-form"
    >
      <h2 className="text-lg font-semibold">{coupon ? t('editing') : t('new')}</h2>
      <FormField {...field('code')} label={t('code')} hint={t('codeHint')} maxLength={40} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField control={control('discountType')} label={t('discountType')}>
          {COUPON_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`types.${option}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          {...field('value')}
          label={`${t('value')} (${type === 'fixed' ? 'R$' : '%'})`}
          inputMode="decimal"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField {...field('startsAt')} type="datetime-local" label={t('startsAt')} />
        <FormField
          {...field('expiresAt')}
          type="datetime-local"
          label={t('expiresAt')}
          hint={t('windowHint')}
        />
      </div>
      <CheckboxField {...control('active')} label={t('active')} />
      <FormField {...field('minSubtotal')} label={t('minSubtotal')} inputMode="decimal" />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          {...field('usageLimit')}
          label={t('usageLimit')}
          hint={t('limitHint')}
          inputMode="numeric"
        />
        <FormField
          {...field('perCustomerLimit')}
          label={t('perCustomerLimit')}
          inputMode="numeric"
        />
      </div>
      <CheckboxField {...control('firstPurchaseOnly')} label={t('firstPurchaseOnly')} />
      <TextAreaField
        control={skus}
        label={t('productSkus')}
        hint={t('productSkusHint')}
        error={errorOf('productSkus')}
        rows={3}
      />
      <fieldset>
        <legend className="text-sm font-medium">{t('categories')}</legend>
        <div className="grid max-h-56 gap-x-4 overflow-y-auto sm:grid-cols-2">
          {categories.map((category) => (
            <label key={category.id} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={String(category.id)}
                defaultChecked={initialCategories.includes(String(category.id))}
                {...form.register('categoryIds')}
                className="size-5 shrink-0"
              />
              {category.label}
            </label>
          ))}
        </div>
        {errorOf('categoryIds') && (
          <p className="mt-1 text-xs text-red-700">{errorOf('categoryIds')}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {coupon ? t('save') : t('create')}
        </button>
        <Link href="/admin/cupons" className={secondaryButtonClass}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}

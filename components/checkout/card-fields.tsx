'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMoney } from '@/components/cart/use-money';
import { fieldInputClass, FormField } from '@/components/ui/form-field';
import type { ContractControlProps, FieldOptions } from '@/components/ui/use-contract-form';
import type { CardForm, CheckoutQuote } from '@/lib/contracts/checkout';
import { maskDocument } from '@/lib/domain/masks';
import { toCents } from '@/lib/domain/money';
import { saoPauloDate } from '@/lib/domain/payments/calendar';
import { cardBrand, maskCardNumber, securityCodeLength } from '@/lib/domain/payments/card';
import type { CardProviderConfig } from './tokenizers';

export const emptyCard: CardForm = {
  number: '',
  holderName: '',
  expiryMonth: '',
  expiryYear: '',
  securityCode: '',
  holderDocument: '',
  installments: '',
};

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
/** Cards are issued for up to about 15 years. */
const YEARS_AHEAD = 15;

/**
 * The card form (SPEC.md section 5: number, holder name, month, year, security code, holder
 * document and installments, all required), fields of the checkout's form (useCheckout). The
 * brand shows as the number is typed. These fields have no `name` (useCheckout leaves it out):
 * they never travel in a form post, only to the provider's tokenization.
 */
export function CardFields({
  control,
  number,
  errors,
  installments,
  provider,
}: {
  /** A card field of the checkout's form: id, name, ref, handlers, through its mask. */
  control: (field: keyof CardForm, options?: FieldOptions) => ContractControlProps;
  /** The number as typed, for its brand. */
  number: string;
  errors: Partial<Record<keyof CardForm, string | undefined>>;
  installments: CheckoutQuote['installments'];
  provider: CardProviderConfig;
}) {
  const t = useTranslations('checkoutUi');
  const money = useMoney();
  const brand = cardBrand(number);
  const thisYear = Number(saoPauloDate(new Date()).slice(0, 4));
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(thisYear + i));
  const field = (
    name: keyof CardForm,
    props: Omit<Parameters<typeof FormField>[0], 'id' | 'label'> = {},
    options?: FieldOptions,
  ) => (
    <FormField
      {...control(name, options)}
      label={t(`card.${name}`)}
      error={errors[name]}
      {...props}
    />
  );
  const select = (name: keyof CardForm, placeholder: string, options: ReactNode) => {
    const props = control(name);
    return (
      <div>
        <label htmlFor={props.id} className="text-sm font-medium">
          {t(`card.${name}`)}
        </label>
        <select {...props} className={`${fieldInputClass} bg-white`}>
          <option value="">{placeholder}</option>
          {options}
        </select>
        {errors[name] && (
          <p id={`${props.id}-error`} className="mt-1 text-xs text-red-700">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="grid gap-4" data-card-provider={provider.provider}>
      {field(
        'number',
        {
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          placeholder: '0000 0000 0000 0000',
          hint: brand ? t('card.brand', { brand }) : undefined,
        },
        { mask: maskCardNumber },
      )}
      {field('holderName', { autoComplete: 'cc-name' })}
      <div className="grid grid-cols-3 gap-4">
        {select(
          'expiryMonth',
          t('card.monthPlaceholder'),
          MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          )),
        )}
        {select(
          'expiryYear',
          t('card.yearPlaceholder'),
          years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          )),
        )}
        {field(
          'securityCode',
          { inputMode: 'numeric', autoComplete: 'cc-csc' },
          { mask: (v) => v.replace(/\D/g, '').slice(0, securityCodeLength(brand)) },
        )}
      </div>
      {field('holderDocument', { inputMode: 'numeric' }, { mask: maskDocument })}
      {select(
        'installments',
        t('card.installmentsPlaceholder'),
        installments.map((i) => (
          <option key={i.count} value={i.count}>
            {i.interestFree
              ? t('card.interestFree', { count: i.count, amount: money(toCents(i.amount)) })
              : t('card.withInterest', {
                  count: i.count,
                  amount: money(toCents(i.amount)),
                  total: money(toCents(i.total)),
                })}
          </option>
        )),
      )}
      <p className="flex items-center gap-2 text-xs text-neutral-600">
        <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-current">
          <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
        </svg>
        {t('card.secure')}
      </p>
    </div>
  );
}

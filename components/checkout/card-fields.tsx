'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent, ReactNode } from 'react';
import { useMoney } from '@/components/cart/use-money';
import { fieldInputClass, FormField } from '@/components/ui/form-field';
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
 * document and installments, all required). The brand shows as the number is typed. These fields
 * have no `name`: they never travel in a form post, only to the provider's tokenization.
 */
export function CardFields({
  card,
  onChange,
  errors,
  installments,
  provider,
}: {
  card: CardForm;
  onChange: (field: keyof CardForm, value: string) => void;
  errors: Partial<Record<keyof CardForm, string | undefined>>;
  installments: CheckoutQuote['installments'];
  provider: CardProviderConfig;
}) {
  const t = useTranslations('checkoutUi');
  const money = useMoney();
  const brand = cardBrand(card.number);
  const thisYear = Number(saoPauloDate(new Date()).slice(0, 4));
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(thisYear + i));
  const id = (field: keyof CardForm) => `checkout-card-${field}`;
  const masked =
    (field: keyof CardForm, mask: (value: string) => string) =>
    (e: ChangeEvent<HTMLInputElement>) =>
      onChange(field, mask(e.target.value));
  const field = (
    name: keyof CardForm,
    props: Omit<Parameters<typeof FormField>[0], 'id' | 'label'>,
  ) => (
    <FormField
      id={id(name)}
      label={t(`card.${name}`)}
      value={card[name]}
      error={errors[name]}
      onChange={(e) => onChange(name, e.target.value)}
      {...props}
    />
  );
  const select = (name: keyof CardForm, placeholder: string, options: ReactNode) => (
    <div>
      <label htmlFor={id(name)} className="text-sm font-medium">
        {t(`card.${name}`)}
      </label>
      <select
        id={id(name)}
        value={card[name]}
        onChange={(e) => onChange(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
        className={`${fieldInputClass} bg-white`}
      >
        <option value="">{placeholder}</option>
        {options}
      </select>
      {errors[name] && (
        <p id={`${id(name)}-error`} className="mt-1 text-xs text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="grid gap-4" data-card-provider={provider.provider}>
      {field('number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '0000 0000 0000 0000',
        maxLength: 23,
        onChange: masked('number', maskCardNumber),
        hint: brand ? t('card.brand', { brand }) : undefined,
      })}
      {field('holderName', { autoComplete: 'cc-name', maxLength: 100 })}
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
        {field('securityCode', {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          maxLength: securityCodeLength(brand),
          onChange: masked('securityCode', (v) => v.replace(/\D/g, '')),
        })}
      </div>
      {field('holderDocument', {
        inputMode: 'numeric',
        maxLength: 18,
        onChange: masked('holderDocument', maskDocument),
      })}
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

'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { secondaryButtonClass, smallButtonClass } from '@/components/ui/button-classes';
import { fieldInputClass } from '@/components/ui/form-field';
import type { useContractForm } from '@/components/ui/use-contract-form';
import type { adminProductBody } from '@/lib/contracts/back-office-products';
import type { ProductFormValues } from './product-form-values';

// The pieces every list of the product editor is made of: a titled section, a row's moves and
// removal, a labelled select, an add button and an error line.

/** The editor's form: react-hook-form's, with the contract's field helpers. */
export type ProductForm = ReturnType<
  typeof useContractForm<typeof adminProductBody, ProductFormValues>
>;

export function Section({
  title,
  hint,
  error,
  children,
}: {
  title: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      {hint && <p className="text-xs text-neutral-600">{hint}</p>}
      {children}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} justify-self-start`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

export function ErrorLine({ text }: { text?: string }) {
  return text ? <p className="text-xs text-red-700">{text}</p> : null;
}

/** Up, down and remove for one row of a list; the label names the row for screen readers. */
export function RowActions({
  index,
  count,
  label,
  move,
  remove,
}: {
  index: number;
  count: number;
  label: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const t = useTranslations('backOffice.productForm');
  return (
    <div className="flex gap-1 self-end">
      <button
        type="button"
        className={smallButtonClass}
        disabled={index === 0}
        aria-label={`${t('moveUp')}: ${label}`}
        onClick={() => move(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={smallButtonClass}
        disabled={index === count - 1}
        aria-label={`${t('moveDown')}: ${label}`}
        onClick={() => move(index, index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={smallButtonClass}
        aria-label={t('removeItem', { item: label })}
        onClick={() => remove(index)}
      >
        ✕
      </button>
    </div>
  );
}

export function Select({
  label,
  control,
  error,
  children,
}: {
  label: string;
  control: ReturnType<ProductForm['control']>;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={control.id} className="text-sm font-medium">
        {label}
      </label>
      <select {...control} className={fieldInputClass}>
        {children}
      </select>
      {error && (
        <p id={`${control.id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

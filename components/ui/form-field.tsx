'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { ContractControlProps } from './use-contract-form';

export const fieldInputClass =
  'w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm [&[readonly]]:bg-neutral-100 focus:border-[var(--store-primary)] focus:outline-none aria-[invalid=true]:border-red-600';

/** The ids that describe a control: its hint's and its error's, when it has them. */
const describedByOf = (id: string, hint?: string, error?: string | null) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A control with its label above it and its hint and error under it (ids from describedByOf). */
function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled text field with its hint and error under it, both tied to the input for screen
 * readers (aria-invalid, aria-describedby). `after` sits beside the input (a show-password button).
 * Its props are mostly useContractForm's `field(name)`: the ref and handlers of react-hook-form,
 * which also keeps what was typed before hydration.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  after,
  className = fieldInputClass,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  hint?: string;
  after?: ReactNode;
}) {
  const control = (
    <input
      {...input}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByOf(id, hint, error)}
      className={className}
    />
  );
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      {after ? (
        <div className="relative">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
    </Labelled>
  );
}

/** A checkbox with its label beside it (a switch of a form: visible, on, first purchase only). */
export function CheckboxField({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" {...input} className="size-5 shrink-0" />
      {label}
    </label>
  );
}

/**
 * A labelled textarea with its hint and error under it, tied to it for screen readers, as
 * FormField is for an input. Its control is useContractForm's `control(name)`.
 */
export function TextAreaField({
  control,
  label,
  hint,
  error,
  rows = 4,
  placeholder,
}: {
  control: ContractControlProps;
  label: string;
  hint?: string;
  error?: string | null;
  rows?: number;
  placeholder?: string;
}) {
  return (
    <Labelled id={control.id} label={label} hint={hint} error={error}>
      <textarea
        {...control}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(control.id, hint, error)}
        className={fieldInputClass}
      />
    </Labelled>
  );
}

/** A labelled select with its hint and error under it, as FormField is for an input. */
export function SelectField({
  control,
  label,
  hint,
  error,
  children,
}: {
  control: ContractControlProps;
  label: string;
  hint?: string;
  error?: string | null;
  /** Its options. */
  children: ReactNode;
}) {
  return (
    <Labelled id={control.id} label={label} hint={hint} error={error}>
      <select
        {...control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(control.id, hint, error)}
        className={fieldInputClass}
      >
        {children}
      </select>
    </Labelled>
  );
}

'use client';

import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import type { ContactForm } from '@/lib/contracts/contact';
import { fieldInputClass } from '@/components/ui/form-field';

// Written out whole so Tailwind finds every class: a field's `size` of the 12-column grid.
const span = [
  '',
  'md:col-span-1',
  'md:col-span-2',
  'md:col-span-3',
  'md:col-span-4',
  'md:col-span-5',
  'md:col-span-6',
  'md:col-span-7',
  'md:col-span-8',
  'md:col-span-9',
  'md:col-span-10',
  'md:col-span-11',
  'md:col-span-12',
];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the form's state gives a field's control: react-hook-form's ref and handlers, its default. */
export type ContactFieldControl = {
  ref?: (el: Control | null) => void;
  onChange?: (event: ChangeEvent<Control>) => unknown;
  onBlur?: (event: FocusEvent<Control>) => unknown;
  defaultValue?: string;
};

/**
 * The fields of a contact form on a 12-column grid (one column on phones), each labelled with its
 * placeholder. Labels, placeholders and options come from the store's JSON: they are rendered as
 * text only, and element ids come from the field's position, never from its JSON id.
 */
export function ContactFormFields({
  form,
  control,
  idPrefix,
  error,
  chooseLabel,
}: {
  form: ContactForm;
  /** The i-th field's ref, handlers and default (useContractForm's `control`). */
  control: (index: number) => ContactFieldControl;
  idPrefix: string;
  /** The first failing field and its message, shown under that field alone. */
  error: { field: string; message: ReactNode } | null;
  chooseLabel: string;
}) {
  return (
    <div className="grid grid-cols-12 gap-4">
      {form.fields.map((field, i) => {
        const id = `${idPrefix}-${i}`;
        const invalid = error?.field === field.id;
        const common = {
          ...control(i),
          id,
          name: field.id,
          required: field.required,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${id}-error` : undefined,
          className: fieldInputClass,
        };
        return (
          <div key={`${i}:${field.id}`} className={`col-span-12 ${span[field.size]}`}>
            <label htmlFor={id} className="text-sm font-medium">
              {field.placeholder}
              {field.required && (
                <span aria-hidden className="text-red-700">
                  {' '}
                  *
                </span>
              )}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={5} />
            ) : field.type === 'select' ? (
              <select {...common}>
                <option value="">{chooseLabel}</option>
                {(field.options ?? []).map((o, j) => (
                  <option key={`${j}:${o.id}`} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type}
                autoComplete={field.type === 'email' ? 'email' : undefined}
              />
            )}
            {invalid && (
              <p
                id={`${id}-error`}
                role="alert"
                data-testid="contact-form-message"
                className="mt-1 text-sm font-medium text-red-700"
              >
                {error.message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The form's shape while it loads: label and field bars on the same grid. */
export function ContactFormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid animate-pulse grid-cols-12 gap-4">
      {[6, 6, 6, 6, 12].map((size, i) => (
        <div key={i} className={`col-span-12 ${span[size]}`}>
          <div className="h-4 w-24 rounded bg-neutral-200" />
          <div className={`mt-1 rounded-lg bg-neutral-200 ${size === 12 ? 'h-28' : 'h-10'}`} />
        </div>
      ))}
      <div className="col-span-12 h-11 w-32 rounded-lg bg-neutral-200" />
    </div>
  );
}

'use client';

import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type RefObject,
  type ReactNode,
} from 'react';

export const fieldInputClass =
  'w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm focus:border-[var(--store-primary)] focus:outline-none aria-[invalid=true]:border-red-600';

/**
 * A labelled text field with its hint and error under it, both tied to the input for screen
 * readers (aria-invalid, aria-describedby). `after` sits beside the input (a show-password button).
 * Its props are mostly useContractForm's `field(name)`: the ref and handlers of react-hook-form,
 * which also keeps what was typed before hydration; a controlled field (the card's) is covered by
 * useTypedBeforeHydration below.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  after,
  className = fieldInputClass,
  ref: outerRef,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  hint?: string;
  after?: ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, input.value, input.onChange);
  const control = (
    <input
      {...input}
      ref={(element) => {
        ref.current = element;
        if (typeof outerRef === 'function') outerRef(element);
        else if (outerRef) outerRef.current = element;
      }}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={className}
    />
  );
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {after ? (
        <div className="relative">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
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
 * What a shopper typed into the server's HTML before React took the page over stays in the input
 * but not in the form's state, so the form would call it empty and the next render would wipe it.
 * At hydration the field hands it to its `onChange`, as if typed now (the form's masks apply);
 * a field mounted later (a dialog opened) already shows its state and is left alone. Forms update
 * their state from the previous one (`setValues((v) => …)`), so fields adopted together all stay.
 */
function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: InputHTMLAttributes<HTMLInputElement>['value'],
  onChange: InputHTMLAttributes<HTMLInputElement>['onChange'],
) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !onChange || value === undefined) return;
    if (element.value !== '' && element.value !== String(value))
      onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
    // Only the first commit: afterwards the state is the field's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

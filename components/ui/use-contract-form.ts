'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useRef, type ChangeEvent, type FocusEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
} from 'react-hook-form';
import type { z } from 'zod';
import { useSnackbar } from './snackbar-context';
import { useReportApiError, type ErrorTarget } from './use-api-mutation';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A contract (a zod schema of `lib/contracts/`), or a loader of it for a form on every page. */
export type Contract<S extends z.ZodType> = S | (() => Promise<S>);

export type ContractFormOptions<V extends FieldValues> = {
  /**
   * Turns the contract's message keys (`validation.required`) into texts: next-intl's by default,
   * a leaf that gets its texts as props (page-builder blocks) passes its own.
   */
  translate?: (key: string) => string;
  /**
   * After a submit, the form is checked again as a field changes ('onChange', SPEC.md section 5),
   * or only on the next submit ('onSubmit': the stock alert).
   */
  reValidateMode?: 'onChange' | 'onSubmit';
  /** What the contract checks, when it is not the form's values themselves (the login's mode). */
  body?: (values: V) => unknown;
  /**
   * The focus on the first invalid field after a failed submit (true). A form with choices
   * outside react-hook-form between its fields (the checkout's address and delivery) moves it
   * itself, in the page's order.
   */
  shouldFocusError?: boolean;
};

/**
 * What `control(name)` gives a native select, textarea or input (the props of `field(name)` for a
 * FormField are these and its error): what a step component takes to draw one field of a form
 * it does not own (the checkout's card, the portal's references).
 */
export type ContractControlProps = {
  /** The element's name; a form may leave it out (the card's fields must never be posted). */
  name?: string;
  id: string;
  ref: (el: Control | null) => void;
  onChange: (event: ChangeEvent<Control>) => unknown;
  onBlur: (event: FocusEvent<Control>) => unknown;
  defaultValue?: string;
  defaultChecked?: boolean;
  value?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The values of a group of checkboxes registered under one name, as react-hook-form holds them:
 * one box is its value or false, several an array.
 */
export const checkedValues = (value: unknown): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];

/** What a field's input does with the text typed: a mask ((99)99999-9999), digits only. */
export type FieldOptions = { mask?: (value: string) => string };
/** A radio's options also say which value it stands for. */
type ControlOptions = FieldOptions & { value?: string };

/**
 * The value a shopper put into a server-rendered control before React hydrated it, if any: it
 * differs from the value the server rendered (its default).
 */
function typedBeforeHydration(el: Control): string | boolean | undefined {
  if (el instanceof HTMLSelectElement) {
    const initial = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    return el.value !== (initial?.value ?? '') ? el.value : undefined;
  }
  if (el instanceof HTMLInputElement && el.type === 'checkbox')
    return el.checked !== el.defaultChecked ? el.checked : undefined;
  if (el instanceof HTMLInputElement && el.type === 'radio') {
    // The group's choice: registering its first radio would tick the default one again.
    const group = el.form?.elements.namedItem(el.name);
    const radios = group instanceof RadioNodeList ? [...group] : [el];
    const chosen = radios.find((r) => r instanceof HTMLInputElement && r.checked);
    const initial = radios.find((r) => r instanceof HTMLInputElement && r.defaultChecked);
    return chosen instanceof HTMLInputElement && chosen !== initial ? chosen.value : undefined;
  }
  return el.value !== el.defaultValue ? el.value : undefined;
}

/**
 * Every form of the store on react-hook-form, fed by the contract its route handler validates
 * with (`lib/contracts/`), through the zod resolver:
 * - checked on submit, then again as each field changes (reValidateMode 'onChange'), so an error
 *   clears as its field is fixed; the first invalid field takes the focus;
 * - a call that fails is told by the one policy (use-api-mutation.ts): `reportTo` puts a 422's
 *   field errors on their fields (`addresses.0.zipcode` for a nested one, as the 422 keys it),
 *   where they stay until the field is corrected, and the message in a snackbar; a success takes
 *   the form's earlier refusal off the screen; what was typed stays whatever happens;
 * - a value typed into the server-rendered field before React hydrated is kept (react-hook-form
 *   would overwrite it with the default when it registers the field).
 * A form on every page (the footer's newsletter) passes a loader of its contract, so zod loads
 * with the first check, not with the page.
 */
export function useContractForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  V extends FieldValues = z.input<S>,
>(
  contract: Contract<S>,
  defaultValues: V,
  {
    translate,
    reValidateMode = 'onChange',
    body,
    shouldFocusError = true,
  }: ContractFormOptions<V> = {},
) {
  const t = useTranslations();
  const tr = translate ?? t;
  const snackbar = useSnackbar();
  const report = useReportApiError();
  const baseId = useId();
  // The form's refusal is one action: the next answer replaces it, a success takes it away.
  const action = `form:${baseId}`;

  const resolver: Resolver<V, unknown, z.output<S>> = async (values, context, options) => {
    let schema: S;
    try {
      schema = typeof contract === 'function' ? await contract() : contract;
    } catch (error) {
      // The contract could not load (offline): said once, and the form is not sent.
      report(error, { action });
      return { values: {}, errors: { root: { type: 'load', message: '' } } as FieldErrors<V> };
    }
    const check = zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
    return check((body ? body(values) : values) as V, context, options);
  };

  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode,
    shouldFocusError,
  });
  const { register, setValue, setError, setFocus, formState } = form;

  const reportTo: ErrorTarget = {
    action,
    fields: (found) => {
      const fields = Object.entries(found);
      for (const [name, message] of fields)
        setError(name as FieldPath<V>, { type: 'server', message });
      if (fields[0]) setFocus(fields[0][0] as FieldPath<V>);
    },
  };

  /** The text of a field's error: the contract's key translated, or the server's own words. */
  const errorOf = (name: FieldPath<V>): string | undefined => {
    const error: FieldError | undefined = get(formState.errors, name);
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : tr(error.message);
  };
  const idOf = (name: FieldPath<V>) => `${baseId}-${name}`;

  // Each control is looked at once, when React first hands it over: its typed value is adopted.
  const seen = useRef(new WeakSet<Control>());

  /** id, name, react-hook-form's ref and handlers, and the default the server renders. */
  const inputProps = (name: FieldPath<V>, { mask, value }: ControlOptions = {}) => {
    const { ref, onChange, onBlur } = register(name);
    const id = value === undefined ? idOf(name) : `${idOf(name)}-${value}`;
    const initial: unknown = get(defaultValues, name);
    // What the server renders: a box ticked or not, a radio chosen or not, a text.
    const defaults: { defaultValue?: string; defaultChecked?: boolean; value?: string } =
      typeof initial === 'boolean'
        ? { defaultChecked: initial }
        : value !== undefined
          ? { value, defaultChecked: String(initial) === value }
          : { defaultValue: initial == null ? '' : String(initial) };
    // react-hook-form finds the field by the event target's name: given here, so that the
    // element's own name may differ (`orderNumber` for `id`, a contact form's field by its key).
    const target = (el: Control) => ({
      name,
      type: el.type,
      value: el.value,
      checked: el instanceof HTMLInputElement ? el.checked : undefined,
    });
    return {
      name: name as string,
      id,
      ref: (el: Control | null) => {
        // Read before react-hook-form registers the element, which writes the default into it.
        const first = el !== null && !seen.current.has(el);
        const typed = first ? typedBeforeHydration(el) : undefined;
        ref(el);
        if (el) seen.current.add(el);
        if (typed === undefined) return;
        const adopted = typeof typed === 'string' && mask ? mask(typed) : typed;
        setValue(name, adopted as never, { shouldDirty: true });
      },
      onChange: (event: ChangeEvent<Control>) => {
        if (mask) event.target.value = mask(event.target.value);
        return onChange({ type: event.type, target: target(event.target) });
      },
      onBlur: (event: FocusEvent<Control>) =>
        onBlur({ type: event.type, target: target(event.target) }),
      ...defaults,
    };
  };

  /**
   * The props of a native control (select, textarea, checkbox, radio of `value`): those above
   * and its error for screen readers (`${id}-error` is the id of the message under it).
   */
  const control = (name: FieldPath<V>, options: ControlOptions = {}): ContractControlProps => {
    const props = inputProps(name, options);
    const error = errorOf(name);
    return {
      ...props,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? `${props.id}-error` : undefined,
    };
  };

  /** The props of a FormField: those of its input, and its error, which FormField shows. */
  const field = (name: FieldPath<V>, options: FieldOptions = {}) => ({
    ...inputProps(name, options),
    error: errorOf(name),
  });

  /**
   * For onSubmit: checks the values with the contract, then `send`s what it gives; a failure is
   * told by the policy (its 422 on the fields), never thrown, and the values stay.
   */
  const submit = (send: SubmitHandler<z.output<S>>) =>
    form.handleSubmit(
      async (data) => {
        try {
          await send(data);
          snackbar.clear(action);
        } catch (error) {
          report(error, reportTo);
        }
      },
      // A refusal of the whole body (zod's path '': a key the contract does not know) has no
      // field to stand under: told in the snackbar, so that a submit never does nothing silently.
      (errors) => {
        const whole = (errors as Record<string, FieldError | undefined>)[''];
        if (whole?.message) snackbar(tr(whole.message), 'error', { action });
      },
    );

  return {
    form,
    field,
    control,
    errorOf,
    idOf,
    submit,
    reportTo,
    busy: formState.isSubmitting,
  };
}

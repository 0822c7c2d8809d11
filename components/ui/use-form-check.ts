'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldPath, firstIssues, topField, type FirstErrors } from './field-errors';
import { useSnackbar } from './snackbar-context';
import { useReportApiError, type ErrorTarget } from './use-api-mutation';

/**
 * A form checked on submit against its contract: one message per field (the schema's, then the
 * server's 422), a failed call told by the one policy (use-api-mutation.ts: the server's message
 * in a snackbar), and `busy` meanwhile. A form whose call is a mutation hands it `reportTo`, so
 * that the mutation tells the 422 on these fields.
 * A success takes the form's earlier refusal off the screen ('Pedido não encontrado!' does not stay
 * over the order found). What the shopper typed stays in the form whatever happens. `translate` turns the schema's
 * message keys (`validation.required`) into texts; useCheckedForm passes next-intl's, leaves that
 * take their texts as props (page-builder blocks) pass their own. A form on every page (the
 * footer's) passes a loader of its contract instead, so zod loads with the first submit. A form of
 * nested fields (a list of addresses) passes `nested`: its messages are then keyed by their whole
 * path (`addresses.0.zipcode`), as the server's 422 keys them.
 */
export function useFormCheck<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S | (() => Promise<S>),
  initial: z.input<S>,
  translate: (key: string) => string,
  { nested = false }: { nested?: boolean } = {},
) {
  type Field = Extract<keyof z.input<S>, string>;
  /** A top-level field, or (`nested`) the path of one inside it. */
  type ErrorKey = Field | `${Field}.${string}`;
  const snackbar = useSnackbar();
  const report = useReportApiError();
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FirstErrors<ErrorKey>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const baseId = useId();
  // The form's refusal is one action: the next answer replaces it, a success takes it away.
  const action = `form:${baseId}`;
  const reportTo: ErrorTarget = { action, fields: setErrors as ErrorTarget['fields'] };

  /** What a FormField of `field` needs: its id, name, value, error and change handler. */
  const fieldProps = (field: Field) => ({
    id: `${baseId}-${field}`,
    name: field,
    value: String(values[field] ?? ''),
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });

  /** For onSubmit: checks the values, then `send`s them; a failure is shown, never thrown. */
  const submit = async (
    event: FormEvent,
    send: (data: z.output<S>) => Promise<void>,
  ): Promise<void> => {
    event.preventDefault();
    let contract: S;
    try {
      contract = typeof schema === 'function' ? await schema() : schema;
    } catch (error) {
      report(error, { action });
      return;
    }
    const parsed = contract.safeParse(values);
    if (!parsed.success) {
      setErrors(
        firstIssues<ErrorKey>(parsed.error.issues, translate, nested ? fieldPath : topField),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
      snackbar.clear(action);
    } catch (error) {
      report(error, reportTo);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, set, fieldProps, errors, setErrors, busy, submit, reportTo };
}

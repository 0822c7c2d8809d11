'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useCartActions } from '@/components/cart/cart-state';
import { useSnackbar } from '@/components/ui/snackbar';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { useApiErrorMessage, useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { sendSkuList } from '@/lib/api-client/portal';
import { skuListBody } from '@/lib/contracts/portal';

export type SkuListLabels = {
  title: string;
  hint: string;
  field: string;
  upload: string;
  submit: string;
  sending: string;
  problems: string;
  failed: string;
};

/**
 * Order by SKU list (issue 8): `SKU;quantity` lines typed, pasted or read from a CSV file into
 * the field (so the buyer sees them before sending), then into the cart. The lines that went in
 * leave the field; those that did not stay, with their reasons, to be fixed and sent again.
 */
export function SkuListForm({ customer, labels }: { customer: string; labels: SkuListLabels }) {
  const id = useId();
  const { adopt, cartId } = useCartActions();
  const snackbar = useSnackbar();
  const hydrated = useHydrated();
  const form = useContractForm(skuListBody, { text: '' });
  const [problems, setProblems] = useState<string[]>([]);
  const errorMessage = useApiErrorMessage();
  const send = useApiMutation({
    mutationFn: (body: { text: string; cart?: string }) => sendSkuList(customer, body),
    onSuccess: ({ result, message }, { text: sent }) => {
      if (message) snackbar(message, 'success', { action: 'portal:sku-list' });
      adopt(result.order);
      setProblems(result.problems.map((p) => p.message));
      // What went in leaves the field; the lines to fix stay, in their order.
      const left = new Set(result.problems.map((p) => p.line));
      form.form.reset({
        text: sent
          .split(/\r\n|\n|\r/)
          .filter((_, i) => left.has(i + 1))
          .join('\n'),
      });
    },
    // Every line's reason stays under the field (a 422 names them all); the snackbar says why.
    onError: (error) => {
      const reasons = (error as { errors?: Record<string, string[]> }).errors?.text;
      setProblems(reasons ?? [errorMessage(error, labels.failed)]);
    },
    reportTo: { action: 'portal:sku-list' },
  });
  const busy = form.busy;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A file longer than the contract allows is refused on submit with its message.
    form.form.setValue('text', await file.text(), {
      shouldValidate: form.form.formState.isSubmitted,
    });
    setProblems([]);
  };

  const submit = form.submit(async ({ text }) => {
    await send.mutateAsync({ text, cart: cartId() ?? undefined });
  });
  // The contract's own message (too long a list), else the lines the store could not add.
  const textError = form.errorOf('text');
  const shown = textError ? [textError] : problems;
  const text = form.control('text');

  return (
    <form
      onSubmit={submit}
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {labels.title}
      </h2>
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {labels.field}
      </label>
      <p id={`${id}-hint`} className="-mt-2 text-sm text-neutral-600">
        {labels.hint}
      </p>
      <textarea
        {...text}
        id={`${id}-text`}
        // While the list is on its way the field is what was sent: what comes back replaces it.
        readOnly={busy}
        rows={5}
        spellCheck={false}
        aria-describedby={`${id}-hint${shown.length ? ` ${id}-problems` : ''}`}
        aria-invalid={shown.length > 0 || undefined}
        placeholder={'NB-DEMO-PRO-15;2\nSSD-DEMO-1TB;1'}
        className="w-full rounded-lg border border-neutral-300 px-3 py-2 font-mono text-sm focus:border-[var(--store-primary)] focus:outline-none aria-[invalid=true]:border-red-600"
      />
      {shown.length > 0 && (
        <div
          id={`${id}-problems`}
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-medium">{labels.problems}</p>
          <ul className="mt-1 list-disc pl-5">
            {shown.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={!hydrated || busy} className={primaryButtonClass}>
          {busy ? labels.sending : labels.submit}
        </button>
        <label className={`${secondaryButtonClass} cursor-pointer has-focus-visible:ring-2`}>
          {labels.upload}
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(e) => void readFile(e)}
            disabled={!hydrated}
            className="sr-only"
          />
        </label>
      </div>
    </form>
  );
}

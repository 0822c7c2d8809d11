'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useCartActions } from '@/components/cart/cart-state';
import { useSnackbar } from '@/components/ui/snackbar';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { useApiErrorMessage, useApiMutation } from '@/components/ui/use-api-mutation';
import { useHydrated } from '@/components/ui/use-hydrated';
import { sendSkuList } from '@/lib/api-client/portal';
import { SKU_LIST_MAX_CHARS } from '@/lib/domain/sku-list';

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
  const [text, setText] = useState('');
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
      setText(
        sent
          .split(/\r\n|\n|\r/)
          .filter((_, i) => left.has(i + 1))
          .join('\n'),
      );
    },
    // Every line's reason stays under the field (a 422 names them all); the snackbar says why.
    onError: (error) => {
      const reasons = (error as { errors?: Record<string, string[]> }).errors?.text;
      setProblems(reasons ?? [errorMessage(error, labels.failed)]);
    },
    reportTo: { action: 'portal:sku-list' },
  });
  const busy = send.isPending;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setText((await file.text()).slice(0, SKU_LIST_MAX_CHARS));
    setProblems([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ text, cart: cartId() ?? undefined });
  };

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
        id={`${id}-text`}
        name="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        // While the list is on its way the field is what was sent: what comes back replaces it.
        readOnly={busy}
        rows={5}
        maxLength={SKU_LIST_MAX_CHARS}
        spellCheck={false}
        aria-describedby={`${id}-hint${problems.length ? ` ${id}-problems` : ''}`}
        aria-invalid={problems.length > 0 || undefined}
        placeholder={'NB-DEMO-PRO-15;2\nSSD-DEMO-1TB;1'}
        className="w-full rounded-lg border border-neutral-300 px-3 py-2 font-mono text-sm focus:border-[var(--store-primary)] focus:outline-none aria-[invalid=true]:border-red-600"
      />
      {problems.length > 0 && (
        <div
          id={`${id}-problems`}
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-medium">{labels.problems}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
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

'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { createStockAlert } from '@/lib/api-client/catalog';
import { stockAlertForm } from '@/lib/contracts/stock-alert';
import { firstIssues } from '@/components/ui/field-errors';

type Field = 'name' | 'email';
type Values = { name: string; email: string; newsletter: boolean };

/**
 * The stock-alert form: validated on submit only (SPEC.md section 5) with the same contract as the
 * API; server field errors land under their fields; what the shopper typed is kept on failure.
 */
export function StockAlertForm({
  productId,
  productName,
  onDone,
}: {
  productId: number;
  productName: string;
  onDone: () => void;
}) {
  const t = useTranslations('stockAlert');
  const tv = useTranslations('validation');
  const notify = useSnackbar();
  const [values, setValues] = useState<Values>({ name: '', email: '', newsletter: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const alert = useApiMutation({
    mutationFn: createStockAlert,
    onSuccess: () => {
      notify(t('success'), 'success', { action: 'stock-alert' });
      onDone();
    },
    // Field errors (the e-mail) under their fields, the server's message in a snackbar.
    reportTo: { action: 'stock-alert', fields: setErrors },
  });
  const sending = alert.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = stockAlertForm.safeParse({ ...values, product: productId });
    if (!parsed.success) {
      setErrors(
        firstIssues<Field>(parsed.error.issues, (key) => tv(key.replace(/^validation\./, ''))),
      );
      return;
    }
    setErrors({});
    alert.mutate(parsed.data);
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`stock-alert-${name}`} className="block text-sm font-medium">
        {t(name)}
      </label>
      <input
        id={`stock-alert-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `stock-alert-${name}-error` : undefined}
        className="mt-1 h-11 w-full rounded-lg border border-neutral-300 px-3 aria-[invalid=true]:border-red-700"
      />
      {errors[name] && (
        <p id={`stock-alert-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 px-5 py-4">
      <p className="text-sm text-neutral-700">{t('intro', { product: productName })}</p>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.newsletter}
          onChange={(e) => setValues((v) => ({ ...v, newsletter: e.target.checked }))}
          className="h-4 w-4 accent-[var(--store-primary)]"
        />
        {t('newsletter')}
      </label>
      <button
        type="submit"
        disabled={sending}
        className="h-11 rounded-xl bg-[var(--store-primary)] font-semibold text-[var(--store-primary-contrast)] disabled:opacity-60"
      >
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

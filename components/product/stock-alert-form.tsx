'use client';

import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { createStockAlert } from '@/lib/api-client/catalog';
import { stockAlertForm } from '@/lib/contracts/stock-alert';

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
  const notify = useSnackbar();
  const form = useContractForm(
    stockAlertForm,
    { name: '', email: '', newsletter: false, product: productId },
    { reValidateMode: 'onSubmit' },
  );
  const alert = useApiMutation({
    mutationFn: createStockAlert,
    onSuccess: () => {
      notify(t('success'), 'success', { action: 'stock-alert' });
      onDone();
    },
    // Field errors (the e-mail) under their fields, the server's message in a snackbar.
    reportTo: { ...form.reportTo, action: 'stock-alert' },
  });

  const field = (name: 'name' | 'email', type: string, autoComplete: string) => {
    const props = form.control(name);
    const error = form.errorOf(name);
    return (
      <div>
        <label htmlFor={props.id} className="block text-sm font-medium">
          {t(name)}
        </label>
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          className="mt-1 h-11 w-full rounded-lg border border-neutral-300 px-3 aria-[invalid=true]:border-red-700"
        />
        {error && (
          <p id={`${props.id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={form.submit(async (body) => {
        await alert.mutateAsync(body);
      })}
      noValidate
      className="grid gap-4 px-5 py-4"
    >
      <p className="text-sm text-neutral-700">{t('intro', { product: productName })}</p>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          {...form.control('newsletter')}
          className="h-4 w-4 accent-[var(--store-primary)]"
        />
        {t('newsletter')}
      </label>
      <button
        type="submit"
        disabled={form.busy}
        className="h-11 rounded-xl bg-[var(--store-primary)] font-semibold text-[var(--store-primary-contrast)] disabled:opacity-60"
      >
        {form.busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

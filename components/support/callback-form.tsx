'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { requestCallback } from '@/lib/api-client/contact';
import { clickToCallBody } from '@/lib/contracts/contact';
import { digitsOnly } from '@/lib/domain/masks';
import { primaryButtonClass } from '@/components/ui/button-classes';

/** SPEC.md section 8: the call-me-back dialog closes 2 s after its success. */
export const CALLBACK_CLOSE_MS = 2000;

/**
 * Call-me-back ('Ligamos para você'): area code and phone, digits only, checked with the API's
 * contract; the success ('Solicitação realizada com sucesso !') shows in the dialog, which
 * `onDone` closes 2 s after it; a refusal is told as every call's is (the server's message).
 */
export function CallbackForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('contact.callback');
  const form = useContractForm(clickToCallBody, { target: 'support', areaCode: '', phone: '' });
  const [sent, setSent] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A refusal is told by the one policy: field errors on the fields, the server's message in a
  // snackbar (drawn inside this dialog while it is open).
  const request = useApiMutation({
    mutationFn: requestCallback,
    onSuccess: (message) => {
      setSent(message || t('success'));
      timer.current = setTimeout(onDone, CALLBACK_CLOSE_MS);
    },
    reportTo: form.reportTo,
  });
  // Opened from the support dialog, the form replaces the button that was pressed: focus moves
  // to its first field instead of being lost.
  const { setFocus } = form.form;
  useEffect(() => setFocus('areaCode'), [setFocus]);

  return (
    <form
      noValidate
      className="mt-3 grid gap-4"
      onSubmit={form.submit(async (body) => {
        await request.mutateAsync(body);
      })}
    >
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <FormField
          label={t('areaCodeLabel')}
          {...form.field('areaCode', { mask: digitsOnly })}
          inputMode="numeric"
          autoComplete="tel-area-code"
        />
        <FormField
          label={t('phoneLabel')}
          type="tel"
          {...form.field('phone', { mask: digitsOnly })}
          inputMode="numeric"
          autoComplete="tel-local"
        />
      </div>
      {sent && (
        <p
          role="status"
          className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
        >
          {sent}
        </p>
      )}
      <button type="submit" disabled={form.busy || sent !== null} className={primaryButtonClass}>
        {form.busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

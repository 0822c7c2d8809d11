'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { firstServerErrors } from '@/components/ui/field-errors';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { requestCallback } from '@/lib/api-client/contact';
import { clickToCallBody } from '@/lib/contracts/contact';
import { primaryButtonClass } from '@/components/ui/button-classes';

/** SPEC.md section 8: the call-me-back dialog closes 2 s after its success. */
export const CALLBACK_CLOSE_MS = 2000;

/**
 * Call-me-back ('Ligamos para você'): area code and phone, digits only, checked with the API's
 * contract; the answer ('Solicitação realizada com sucesso !' or the server's message) shows in
 * the dialog, which `onDone` closes 2 s after a success.
 */
export function CallbackForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('contact.callback');
  const form = useCheckedForm(clickToCallBody, { target: 'support', areaCode: '', phone: '' });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Opened from the support dialog, the form replaces the button that was pressed: focus moves
  // to its first field instead of being lost.
  const firstField = form.fieldProps('areaCode').id;
  useEffect(() => document.getElementById(firstField)?.focus(), [firstField]);

  const digits = (field: 'areaCode' | 'phone') => ({
    ...form.fieldProps(field),
    inputMode: 'numeric' as const,
    autoComplete: field === 'areaCode' ? 'tel-area-code' : 'tel-local',
    onChange: (e: { target: { value: string } }) =>
      form.set(field, e.target.value.replace(/\D/g, '')),
  });

  return (
    <form
      noValidate
      className="mt-3 grid gap-4"
      onSubmit={(event) =>
        form.submit(event, async (body) => {
          setOutcome(null);
          try {
            const message = await requestCallback(body);
            setOutcome({ ok: true, text: message || t('success') });
            timer.current = setTimeout(onDone, CALLBACK_CLOSE_MS);
          } catch (error) {
            const failure = error as Error & { errors?: Record<string, string[]> };
            form.setErrors(firstServerErrors(failure.errors));
            setOutcome({ ok: false, text: failure.message });
          }
        })
      }
    >
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      <div className="grid grid-cols-[6rem_1fr] gap-3">
        <FormField label={t('areaCodeLabel')} {...digits('areaCode')} />
        <FormField label={t('phoneLabel')} type="tel" {...digits('phone')} />
      </div>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`rounded-lg px-3 py-2 text-sm font-medium ${outcome.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {outcome.text}
        </p>
      )}
      <button
        type="submit"
        disabled={form.busy || outcome?.ok === true}
        className={primaryButtonClass}
      >
        {form.busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

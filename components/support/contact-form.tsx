'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useApiErrorMessage, useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { contactFormQuery, sendContactMessage } from '@/lib/api-client/contact';
import { contactFormValues, type ContactForm, type ContactFormRef } from '@/lib/contracts/contact';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { ContactFormFields, ContactFormSkeleton } from './contact-form-fields';

/**
 * A contact form of the store (page-builder block `contact-form`): loaded after the page with a
 * skeleton meanwhile, the server's message when it cannot load; on submit the first failing field
 * alone is named ('Campo Nome obrigatório.'), then 'Mensagem enviada com sucesso.' and an empty
 * form, or 'Erro' with what the shopper typed kept.
 */
export function ContactFormLoader({ form }: { form: ContactFormRef }) {
  const t = useTranslations('contact.form');
  const loaded = useQuery(contactFormQuery(form));
  if (loaded.isPending) return <ContactFormSkeleton label={t('loading')} />;
  if (loaded.isError) return <ContactFormFailure error={loaded.error} />;
  return <ContactFormView form={loaded.data} />;
}

/** A form that could not load: the server's message (SPEC.md section 8). */
function ContactFormFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {useApiErrorMessage()(error)}
    </p>
  );
}

type Outcome = { ok: boolean; text: string };

export function ContactFormView({ form }: { form: ContactForm }) {
  const t = useTranslations('contact.form');
  const tr = useTranslations();
  // The values by the fields' places (their keys come from the store's JSON), checked as the API
  // checks them.
  const contract = useMemo(() => contactFormValues(form.fields), [form.fields]);
  const empty = useMemo(() => ({ values: form.fields.map(() => '') }), [form.fields]);
  const { form: state, control, submit, busy } = useContractForm(contract, empty);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const idPrefix = useId();
  const send = useApiMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      state.reset(empty);
      setOutcome({ ok: true, text: t('sent') });
    },
    // SPEC.md section 8: a failed send says 'Erro' in the form, what was typed kept.
    handleError: () => {
      setOutcome({ ok: false, text: t('error') });
      return true;
    },
  });

  const onSubmit = submit(async ({ values }) => {
    await send.mutateAsync({
      contactForm: form.id,
      conversion_url: `${window.location.origin}${window.location.pathname}`,
      fields: form.fields.map((f, i) => ({ id: f.id, value: values[i] ?? '' })),
    });
  });
  // The first failing field alone says why, its placeholder in the message.
  const errors = state.formState.errors.values;
  const failing = form.fields.findIndex((_, i) => errors?.[i]?.message);
  const failed = form.fields[failing];
  const error = failed
    ? {
        field: failed.id,
        message: tr(errors![failing]!.message!, {
          placeholder: failed.placeholder,
          field: failed.id,
        }),
      }
    : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setOutcome(null);
        void onSubmit(event);
      }}
      aria-label={form.name}
      className="grid gap-4"
    >
      <ContactFormFields
        form={form}
        control={(i) => {
          const { ref, onChange, onBlur, defaultValue } = control(`values.${i}`);
          return { ref, onChange, onBlur, defaultValue };
        }}
        idPrefix={idPrefix}
        error={error}
        chooseLabel={t('choose')}
      />
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="contact-form-message"
          className={`rounded-lg px-4 py-3 text-sm font-medium ${outcome.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {outcome.text}
        </p>
      )}
      <div>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}

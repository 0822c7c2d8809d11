'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useApiErrorMessage, useApiMutation } from '@/components/ui/use-api-mutation';
import { contactFormQuery, sendContactMessage } from '@/lib/api-client/contact';
import { checkContactValues, type ContactForm, type ContactFormRef } from '@/lib/contracts/contact';
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

type Outcome = { ok: boolean; text: string; field: string | null };

export function ContactFormView({ form }: { form: ContactForm }) {
  const t = useTranslations('contact.form');
  const tr = useTranslations();
  const [values, setValues] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const idPrefix = useId();
  const send = useApiMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      setValues({});
      setOutcome({ ok: true, text: t('sent'), field: null });
    },
    // SPEC.md section 8: a failed send says 'Erro' in the form, what was typed kept.
    handleError: () => {
      setOutcome({ ok: false, text: t('error'), field: null });
      return true;
    },
  });
  const busy = send.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = form.fields.map((f) => ({ id: f.id, value: values[f.id] ?? '' }));
    const [issue] = checkContactValues(form.fields, fields).issues;
    if (issue) {
      const text = tr(issue.key, { placeholder: issue.placeholder, field: issue.id });
      setOutcome({ ok: false, text, field: issue.id });
      const index = form.fields.findIndex((f) => f.id === issue.id);
      document.getElementById(`${idPrefix}-${index}`)?.focus();
      return;
    }
    setOutcome(null);
    send.mutate({
      contactForm: form.id,
      conversion_url: `${window.location.origin}${window.location.pathname}`,
      fields,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={form.name} className="grid gap-4">
      <ContactFormFields
        form={form}
        values={values}
        onChange={(id, value) => setValues((v) => ({ ...v, [id]: value }))}
        idPrefix={idPrefix}
        error={outcome?.field ? { field: outcome.field, message: outcome.text } : null}
        chooseLabel={t('choose')}
      />
      {outcome && !outcome.field && (
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

'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useLoaded } from '@/components/ui/use-loaded';
import { fetchContactForm, sendContactMessage } from '@/lib/api-client/contact';
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
  const loaded = useLoaded(() => fetchContactForm(form));
  if (loaded.status === 'loading') return <ContactFormSkeleton label={t('loading')} />;
  if (loaded.status === 'failed')
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        {loaded.message}
      </p>
    );
  return <ContactFormView form={loaded.value} />;
}

type Outcome = { ok: boolean; text: string; field: string | null };

export function ContactFormView({ form }: { form: ContactForm }) {
  const t = useTranslations('contact.form');
  const tr = useTranslations();
  const [values, setValues] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const idPrefix = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
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
    setBusy(true);
    try {
      await sendContactMessage({
        contactForm: form.id,
        conversion_url: `${window.location.origin}${window.location.pathname}`,
        fields,
      });
      setValues({});
      setOutcome({ ok: true, text: t('sent'), field: null });
    } catch {
      setOutcome({ ok: false, text: t('error'), field: null });
    } finally {
      setBusy(false);
    }
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

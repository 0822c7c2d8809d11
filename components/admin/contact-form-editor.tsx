'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { ContactFormFields } from '@/components/support/contact-form-fields';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { deleteAdminContactForm, saveAdminContactForm } from '@/lib/api-client/back-office';
import {
  adminContactFormBody,
  CONTACT_FIELD_SIZES,
  type AdminContactForm,
  type AdminContactFormBody,
} from '@/lib/contracts/back-office-forms';
import { CONTACT_FIELDS_MAX, contactFieldTypes, type ContactForm } from '@/lib/contracts/contact';

/** A field as its row edits it: a select's options one per line, the width as the select has it. */
type FieldRow = {
  id: string;
  type: (typeof contactFieldTypes)[number];
  placeholder: string;
  required: boolean;
  size: string;
  options: string;
};
type FormValues = {
  name: string;
  key: string;
  recipientEmail: string;
  fields: FieldRow[];
};

const NEW_FIELD: FieldRow = {
  id: '',
  type: 'text',
  placeholder: '',
  required: false,
  size: '12',
  options: '',
};

const isOfferedSize = (size: number) => (CONTACT_FIELD_SIZES as readonly number[]).includes(size);

/** The widths offered, and a field's own if it is another (a form made before the builder). */
const sizesFor = (current: string | undefined): number[] => {
  const size = Number(current);
  return isOfferedSize(size) || !size
    ? [...CONTACT_FIELD_SIZES]
    : [...CONTACT_FIELD_SIZES, size].sort((a, b) => b - a);
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A contact form's builder (issue 30 item 4): name, key, recipient, and its fields in order —
 * each with its text, type, width, whether it is required, a select's options (one per line) and
 * an optional id — added, moved up or down and removed from the keyboard; beside it, the form as
 * the storefront draws it. An option keeps its id while its name stays the same, so the messages
 * received keep naming it. Checked by the contract the API uses.
 */
export function ContactFormEditor({
  form: saved,
  chooseLabel,
}: {
  form: AdminContactForm | null;
  /** The storefront's first option of a select ('Selecione'), not among the back-office's texts. */
  chooseLabel: string;
}) {
  const t = useTranslations('backOffice.forms');
  const router = useRouter();
  const snackbar = useSnackbar();
  const optionIds = new Map(
    (saved?.fields ?? []).flatMap((f) =>
      (f.options ?? []).map((o) => [`${f.id}\n${o.name}`, o.id]),
    ),
  );
  const { form, field, control, errorOf, submit, busy } = useContractForm<
    typeof adminContactFormBody,
    FormValues
  >(
    adminContactFormBody,
    {
      name: saved?.name ?? '',
      key: saved?.key ?? '',
      recipientEmail: saved?.recipientEmail ?? '',
      fields: saved
        ? saved.fields.map((f) => ({
            id: f.id,
            type: f.type,
            placeholder: f.placeholder,
            required: f.required,
            size: String(f.size),
            options: (f.options ?? []).map((o) => o.name).join('\n'),
          }))
        : [{ ...NEW_FIELD, size: '6' }],
    },
    {
      body: (values) => ({
        ...values,
        fields: values.fields.map((f) => ({
          type: f.type,
          placeholder: f.placeholder,
          required: f.required,
          size: Number(f.size),
          ...(f.id.trim() ? { id: f.id } : {}),
          ...(f.type === 'select'
            ? {
                options: lines(f.options).map((name) => {
                  const id = optionIds.get(`${f.id.trim()}\n${name}`);
                  return id ? { id, name } : { name };
                }),
              }
            : {}),
        })),
      }),
    },
  );
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const watched = useWatch({ control: form.control, name: 'fields' });

  // After a move the focus stays on the button pressed, in the row's new place.
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });
  const label = (i: number) => watched[i]?.placeholder.trim() || t('untitled');
  const move = (from: number, to: number, which: 'up' | 'down') => {
    rows.move(from, to);
    const stillPossible = which === 'up' ? to > 0 : to < rows.fields.length - 1;
    focusAfter.current = `form-field-${to}-${stillPossible ? which : which === 'up' ? 'down' : 'up'}`;
    setAnnouncement(t('moved', { field: label(from), number: to + 1 }));
  };

  const onSubmit = submit(async (values) => {
    const result = await saveAdminContactForm(values as unknown as AdminContactFormBody, saved?.id);
    // A new form opens at its own address: the message goes with it.
    snackbar(saved ? t('saved') : t('created'), 'success', { keepOnNavigation: !saved });
    if (saved) router.refresh();
    else router.push(`/admin/formularios/${result.id}`);
  });

  const [deleting, setDeleting] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => deleteAdminContactForm(saved!.id),
    onSuccess: () => {
      snackbar(t('deleted'), 'success', { keepOnNavigation: true });
      router.push('/admin/formularios');
    },
  });

  /** An option's error is told under the list, with the line it is on. */
  const optionsError = (i: number): string | undefined => {
    const whole = errorOf(`fields.${i}.options`);
    if (whole) return whole;
    const names = lines(watched[i]?.options ?? '');
    for (let j = 0; j < names.length; j++) {
      const error = errorOf(`fields.${i}.options.${j}.name` as `fields.${number}.options`);
      if (error) return `${names[j]}: ${error}`;
    }
    return undefined;
  };

  const preview: ContactForm = {
    id: saved?.id ?? 0,
    key: null,
    name: '',
    fields: watched.map((f, i) => ({
      id: `campo-${i}`,
      type: f.type,
      placeholder: f.placeholder.trim() || t('untitled'),
      required: f.required,
      size: Number(f.size) || 12,
      options: lines(f.options).map((name, j) => ({ id: `opcao-${j}`, name })),
    })),
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid content-start gap-4 rounded-xl border border-neutral-200 bg-white p-4"
        data-testid="contact-form-editor"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField {...field('name')} label={t('name')} hint={t('nameHint')} maxLength={120} />
          <FormField {...field('key')} label={t('key')} hint={t('keyHint')} maxLength={64} />
        </div>
        <FormField
          {...field('recipientEmail')}
          type="email"
          label={t('recipientEmail')}
          hint={t('recipientHint')}
        />
        <fieldset className="grid gap-3">
          <legend className="text-base font-semibold">{t('fields')}</legend>
          {errorOf('fields') && <p className="text-sm text-red-700">{errorOf('fields')}</p>}
          <ol className="grid gap-3">
            {rows.fields.map((row, i) => {
              const name = label(i);
              return (
                <li key={row.id} className="rounded-lg border border-neutral-200 p-3">
                  <fieldset className="grid gap-3">
                    <legend className="text-sm font-semibold">
                      {t('field', { number: i + 1 })}: {name}
                    </legend>
                    <FormField
                      {...field(`fields.${i}.placeholder`)}
                      label={t('placeholder')}
                      hint={i === 0 ? t('placeholderHint') : undefined}
                      maxLength={120}
                    />
                    <div className="grid gap-3 sm:grid-cols-3">
                      <SelectField control={control(`fields.${i}.type`)} label={t('type')}>
                        {contactFieldTypes.map((type) => (
                          <option key={type} value={type}>
                            {t(`types.${type}`)}
                          </option>
                        ))}
                      </SelectField>
                      <SelectField
                        control={control(`fields.${i}.size`)}
                        label={t('size')}
                        error={errorOf(`fields.${i}.size`)}
                      >
                        {sizesFor(watched[i]?.size).map((size) => (
                          <option key={size} value={String(size)}>
                            {isOfferedSize(size) ? t(`sizes.${size}`) : t('sizeOther', { size })}
                          </option>
                        ))}
                      </SelectField>
                      <div className="content-end">
                        <CheckboxField {...control(`fields.${i}.required`)} label={t('required')} />
                      </div>
                    </div>
                    {watched[i]?.type === 'select' && (
                      <TextAreaField
                        control={control(`fields.${i}.options`)}
                        label={t('options')}
                        hint={t('optionsHint')}
                        error={optionsError(i)}
                        rows={4}
                      />
                    )}
                    <FormField
                      {...field(`fields.${i}.id`)}
                      label={t('fieldId')}
                      hint={i === 0 ? t('fieldIdHint') : undefined}
                      maxLength={64}
                    />
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        id={`form-field-${i}-up`}
                        className={secondaryButtonClass}
                        disabled={i === 0}
                        aria-label={t('moveUp', { field: name })}
                        onClick={() => move(i, i - 1, 'up')}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        id={`form-field-${i}-down`}
                        className={secondaryButtonClass}
                        disabled={i === rows.fields.length - 1}
                        aria-label={t('moveDown', { field: name })}
                        onClick={() => move(i, i + 1, 'down')}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className={`${secondaryButtonClass} text-red-800`}
                        aria-label={t('removeField', { field: name })}
                        onClick={() => {
                          rows.remove(i);
                          focusAfter.current = 'form-add-field';
                          setAnnouncement(t('removed', { field: name }));
                        }}
                      >
                        {t('remove')}
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            id="form-add-field"
            className={`${secondaryButtonClass} justify-self-start`}
            disabled={rows.fields.length >= CONTACT_FIELDS_MAX}
            onClick={() => {
              rows.append({ ...NEW_FIELD });
              focusAfter.current = null;
            }}
          >
            {t('addField')}
          </button>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {saved ? t('save') : t('create')}
          </button>
          <Link href="/admin/formularios" className={secondaryButtonClass}>
            {t('cancel')}
          </Link>
          {saved && saved.messages === 0 && (
            <button
              type="button"
              disabled={remove.isPending}
              className={`${secondaryButtonClass} ml-auto text-red-800`}
              aria-label={t('deleteName', { name: saved.name })}
              onClick={() => setDeleting(true)}
            >
              {t('delete')}
            </button>
          )}
        </div>
        {saved && (
          <ConfirmDialog
            open={deleting}
            title={t('deleteName', { name: saved.name })}
            text={t('deleteConfirm', { name: saved.name })}
            confirm={t('delete')}
            cancel={t('cancel')}
            onConfirm={() => {
              setDeleting(false);
              remove.mutate();
            }}
            onClose={() => setDeleting(false)}
          />
        )}
      </form>
      <section
        aria-labelledby="form-preview-heading"
        className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 lg:sticky lg:top-4"
      >
        <div>
          <h2 id="form-preview-heading" className="text-lg font-semibold">
            {t('preview')}
          </h2>
          <p className="text-sm text-neutral-600">{t('previewHint')}</p>
        </div>
        {/* Drawn by the storefront's own fields; nothing typed here is sent. */}
        <div inert>
          <ContactFormFields
            form={preview}
            control={() => ({})}
            idPrefix="previa-formulario"
            error={null}
            chooseLabel={chooseLabel}
          />
        </div>
      </section>
    </div>
  );
}

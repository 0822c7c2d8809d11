'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PopupDialog, type PopupLabels } from '@/components/popups/popup-dialog';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useContractForm } from '@/components/ui/use-contract-form';
import { deleteAdminPopup, previewAdminPopup, saveAdminPopup } from '@/lib/api-client/back-office';
import {
  adminPopupBody,
  POPUP_TEXT_FIELDS,
  type AdminPopup,
  type AdminPopupBody,
} from '@/lib/contracts/back-office-popups';
import { storeClockInput } from '@/lib/contracts/back-office-products';
import type { ContentItem } from '@/lib/contracts/popup-item';
import { POPUP_AUDIENCES, POPUP_TYPES } from '@/lib/domain/popups';

type TextField = (typeof POPUP_TEXT_FIELDS)[number];

/**
 * A pop-up's form, new or saved: name, type, switch, audience, pages, schedule, its texts in
 * Portuguese and (optionally) English, a preview drawn by the storefront's own dialog from what
 * the server would answer a shopper, and its deletion after a confirmation. Checked by the
 * contract the API uses.
 */
export function PopupForm({
  popup,
  dialogLabels,
}: {
  popup: AdminPopup | null;
  /** The storefront's own texts of its pop-ups (not among the back-office's messages). */
  dialogLabels: PopupLabels;
}) {
  const t = useTranslations('backOffice.popups');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [preview, setPreview] = useState<ContentItem | null>(null);
  const texts = (source: AdminPopup['content'] | undefined) =>
    Object.fromEntries(POPUP_TEXT_FIELDS.map((key) => [key, source?.[key] ?? ''])) as Record<
      TextField,
      string
    >;
  const { form, field, control, errorOf, submit, busy } = useContractForm(
    adminPopupBody,
    {
      name: popup?.name ?? '',
      type: popup?.type ?? 'modal-entry',
      active: popup?.active ?? true,
      audience: popup?.audience ?? 'all',
      pages: (popup?.pages ?? []).join('\n'),
      startsAt: storeClockInput(popup?.startsAt ?? null),
      endsAt: storeClockInput(popup?.endsAt ?? null),
      content: texts(popup?.content),
      translations: { en: texts(popup?.translations.en) },
    },
    {
      body: (values) => ({
        ...values,
        pages: String(values.pages)
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      }),
    },
  );
  const onSubmit = submit(async (values) => {
    // The checked values go as JSON: instants as ISO strings.
    const saved = await saveAdminPopup(values as unknown as AdminPopupBody, popup?.id);
    snackbar(popup ? t('saved') : t('created'), 'success');
    if (popup) router.refresh();
    else router.push(`/admin/pop-ups?editar=${saved.id}`);
  });
  const showPreview = (locale: 'pt' | 'en') =>
    submit(async (values) => {
      const json = await previewAdminPopup({
        content: values.content,
        translations: values.translations,
        locale,
      });
      setPreview({ id: popup?.id ?? 0, type: values.type, json });
    });

  const [deleting, setDeleting] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => deleteAdminPopup(popup!.id),
    onSuccess: () => {
      snackbar(t('deleted'), 'success');
      router.push('/admin/pop-ups');
      router.refresh();
    },
  });

  const pages = control('pages');
  const textFields = (prefix: 'content' | 'translations.en', english: boolean) => (
    <>
      <FormField
        {...field(`${prefix}.title`)}
        label={t('title')}
        maxLength={200}
        placeholder={english ? popup?.content.title : undefined}
      />
      <TextAreaField
        control={control(`${prefix}.html`)}
        label={t('html')}
        hint={t('htmlHint')}
        error={errorOf(`${prefix}.html`)}
        placeholder={english ? popup?.content.html : undefined}
      />
      <FormField
        {...field(`${prefix}.image`)}
        label={t('image')}
        hint={t('imageHint')}
        placeholder={english ? popup?.content.image : undefined}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          {...field(`${prefix}.link`)}
          label={t('link')}
          placeholder={english ? popup?.content.link : undefined}
        />
        <FormField
          {...field(`${prefix}.btnText`)}
          label={t('btnText')}
          hint={t('btnTextHint')}
          maxLength={60}
          placeholder={english ? popup?.content.btnText : undefined}
        />
      </div>
    </>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid content-start gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="popup-form"
    >
      <h2 className="text-lg font-semibold">{popup ? t('editing') : t('new')}</h2>
      <FormField {...field('name')} label={t('name')} hint={t('nameHint')} maxLength={120} />
      <SelectField control={control('type')} label={t('type')} hint={t('typeHint')}>
        {POPUP_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxField {...control('active')} label={t('active')} />
      <fieldset>
        <legend className="text-sm font-medium">{t('audience')}</legend>
        {POPUP_AUDIENCES.map((audience) => (
          <label key={audience} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              value={audience}
              {...form.register('audience')}
              className="size-5 shrink-0"
            />
            {t(`audiences.${audience}`)}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        control={pages}
        label={t('pages')}
        hint={t('pagesHint')}
        error={pagesError()}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField {...field('startsAt')} type="datetime-local" label={t('startsAt')} />
        <FormField
          {...field('endsAt')}
          type="datetime-local"
          label={t('endsAt')}
          hint={t('windowHint')}
        />
      </div>
      <fieldset className="grid gap-3 border-t border-neutral-200 pt-3">
        <legend className="pt-3 text-base font-semibold">{t('content')}</legend>
        {textFields('content', false)}
      </fieldset>
      <details
        className="rounded-lg border border-neutral-200 p-3"
        // Open where it has texts, or an error the operator must see.
        open={
          popup?.translations.en !== undefined ||
          form.formState.errors.translations !== undefined ||
          undefined
        }
      >
        <summary className="min-h-10 cursor-pointer content-center font-semibold">
          {t('english')}
        </summary>
        <div className="grid gap-3 pt-2">
          <p className="text-sm text-neutral-600">{t('englishHint')}</p>
          {textFields('translations.en', true)}
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {popup ? t('save') : t('create')}
        </button>
        <button
          type="button"
          disabled={busy}
          className={secondaryButtonClass}
          onClick={() => void showPreview('pt')()}
        >
          {t('preview')}
        </button>
        <button
          type="button"
          disabled={busy}
          className={secondaryButtonClass}
          onClick={() => void showPreview('en')()}
        >
          {t('previewEnglish')}
        </button>
        <Link href="/admin/pop-ups" className={secondaryButtonClass}>
          {t('cancel')}
        </Link>
        {popup && (
          <button
            type="button"
            disabled={remove.isPending}
            className={`${secondaryButtonClass} ml-auto text-red-800`}
            aria-label={t('deleteName', { name: popup.name })}
            onClick={() => setDeleting(true)}
          >
            {t('delete')}
          </button>
        )}
      </div>
      <PopupDialog item={preview} labels={dialogLabels} onClose={() => setPreview(null)} />
      {popup && (
        <ConfirmDialog
          open={deleting}
          title={t('deleteName', { name: popup.name })}
          text={t('deleteConfirm', { name: popup.name })}
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
  );

  /** A page's error is told under the list, with the line it is on. */
  function pagesError(): string | undefined {
    const whole = errorOf('pages');
    if (whole) return whole;
    const lines = String(form.getValues('pages') ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    for (let i = 0; i < lines.length; i++) {
      const error = errorOf(`pages.${i}` as 'pages');
      if (error) return `${lines[i]}: ${error}`;
    }
    return undefined;
  }
}

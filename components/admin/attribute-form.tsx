'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  primaryButtonClass,
  secondaryButtonClass,
  smallButtonClass,
} from '@/components/ui/button-classes';
import { CheckboxField, FormField, fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useContractForm } from '@/components/ui/use-contract-form';
import { saveAdminAttribute } from '@/lib/api-client/back-office';
import {
  adminAttributeBody,
  ATTRIBUTE_TYPES,
  type AdminAttribute,
} from '@/lib/contracts/back-office-catalog';

type OptionRow = { id: string; name: string };

/**
 * An attribute's form, new or saved: code (fixed once created), name, type (fixed too), the
 * listing filter and list switches, its order, and its options in order (each kept by its id, so
 * a rename keeps the products that have it; one in use cannot be taken out, the server says so).
 */
export function AttributeForm({ attribute }: { attribute: AdminAttribute | null }) {
  const t = useTranslations('backOffice.attributes');
  const router = useRouter();
  const snackbar = useSnackbar();
  const editor = useContractForm(
    adminAttributeBody,
    {
      code: attribute?.code ?? '',
      name: attribute?.name ?? '',
      type: attribute?.type ?? 'select',
      filterable: attribute?.filterable ?? true,
      isList: attribute?.isList ?? false,
      sortOrder: String(attribute?.sortOrder ?? 0),
      options: (attribute?.options ?? []).map((o) => ({ id: String(o.id), name: o.name })),
    },
    {
      body: (values) => ({
        ...values,
        options: (values.options as OptionRow[]).map((o) => ({
          id: o.id === '' ? null : Number(o.id),
          name: o.name,
        })),
      }),
    },
  );
  const { form, field, control, errorOf, submit, busy } = editor;
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = useWatch({ control: form.control, name: 'type' });
  const counts = new Map((attribute?.options ?? []).map((o) => [String(o.id), o.productCount]));
  const onSubmit = submit(async (values) => {
    const saved = await saveAdminAttribute(values, attribute?.id);
    snackbar(attribute ? t('saved') : t('created'), 'success');
    // A new one opens at its own address (a navigation reads the list anew); a saved one is
    // already there, and the list is read again in place.
    if (attribute) router.refresh();
    else router.push(`/admin/atributos?editar=${saved.id}`);
  });
  const typeControl = control('type');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid content-start gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="attribute-form"
    >
      <h2 className="text-lg font-semibold">{attribute ? t('editing') : t('new')}</h2>
      <FormField {...field('name')} label={t('name')} maxLength={255} />
      <FormField
        {...field('code')}
        label={t('code')}
        hint={t('codeHint')}
        readOnly={attribute !== null}
        maxLength={64}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={typeControl.id} className="text-sm font-medium">
            {t('type')}
          </label>
          <select
            {...typeControl}
            className={fieldInputClass}
            // Fixed once created: the saved type is the only choice.
          >
            {ATTRIBUTE_TYPES.filter((option) => !attribute || option === attribute.type).map(
              (option) => (
                <option key={option} value={option}>
                  {t(`types.${option}`)}
                </option>
              ),
            )}
          </select>
          {errorOf('type') && (
            <p id={`${typeControl.id}-error`} className="mt-1 text-xs text-red-700">
              {errorOf('type')}
            </p>
          )}
        </div>
        <FormField {...field('sortOrder')} label={t('sortOrder')} inputMode="numeric" />
      </div>
      <CheckboxField {...control('filterable')} label={t('filterable')} />
      <CheckboxField {...control('isList')} label={t('isList')} />
      {type === 'select' && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('options')}</legend>
          {options.fields.map((row, i) => {
            const id = form.getValues(`options.${i}.id`);
            const label = t('option', { number: i + 1 });
            return (
              <div key={row.id} className="grid grid-cols-[1fr_auto] items-start gap-2">
                <FormField
                  {...field(`options.${i}.name`)}
                  label={label}
                  hint={
                    counts.has(id) ? t('optionProducts', { count: counts.get(id) ?? 0 }) : undefined
                  }
                />
                <div className="mt-6 flex gap-1">
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={i === 0}
                    aria-label={`↑ ${label}`}
                    onClick={() => options.move(i, i - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={i === options.fields.length - 1}
                    aria-label={`↓ ${label}`}
                    onClick={() => options.move(i, i + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={`✕ ${label}`}
                    onClick={() => options.remove(i)}
                  >
                    ✕
                  </button>
                </div>
              </div>
            );
          })}
          <button
            type="button"
            className={`${secondaryButtonClass} justify-self-start`}
            onClick={() => options.append({ id: '', name: '' })}
          >
            {t('addOption')}
          </button>
          {errorOf('options') && (
            <p role="alert" className="text-xs text-red-700">
              {errorOf('options')}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {attribute ? t('save') : t('create')}
        </button>
        <Link href="/admin/atributos" className={secondaryButtonClass}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}

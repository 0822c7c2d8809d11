'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import {
  DOWNLOAD_KINDS,
  type ProductEditorChoices,
} from '@/lib/contracts/back-office-product-relations';
import { PRODUCT_SEALS } from '@/lib/domain/product-seals';
import { AddRowButton, RowActions, Section, Select, type ProductForm } from './product-editor-rows';
import { attributeKey } from './product-form-values';

/** Each of the store's attributes: a select, a list of boxes (list attributes) or a text. */
export function AttributeFields({
  editor,
  choices,
}: {
  editor: ProductForm;
  choices: ProductEditorChoices['attributes'];
}) {
  const t = useTranslations('backOffice.productForm');
  const { control, field, form, errorOf } = editor;
  return (
    <Section
      title={t('attributes')}
      hint={t('attributesHint')}
      error={errorOf('attributes' as never)}
    >
      {choices.length === 0 && <p className="text-sm">{t('noAttributes')}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((attribute) => {
          const name = `attributeValues.${attributeKey(attribute.id)}` as const;
          if (attribute.type !== 'select')
            return <FormField key={attribute.id} {...field(name)} label={attribute.name} />;
          if (attribute.isList)
            return (
              <fieldset key={attribute.id}>
                <legend className="text-sm font-medium">{attribute.name}</legend>
                <div className="flex flex-wrap gap-x-4">
                  {attribute.options.map((option) => (
                    <label key={option.id} className="flex min-h-10 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        value={String(option.id)}
                        defaultChecked={(form.getValues(name) as string[] | undefined)?.includes(
                          String(option.id),
                        )}
                        {...form.register(name)}
                        className="size-5"
                      />
                      {option.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          return (
            <Select key={attribute.id} label={attribute.name} control={control(name)}>
              <option value="">{t('attributeNone')}</option>
              {attribute.options.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </Select>
          );
        })}
      </div>
    </Section>
  );
}

/** The products suggested beside this one, by SKU, in order. */
export function CrossSellFields({ editor }: { editor: ProductForm }) {
  const t = useTranslations('backOffice.productForm');
  const rows = useFieldArray({ control: editor.form.control, name: 'crossSells' });
  return (
    <Section
      title={t('crossSells')}
      hint={t('crossSellsHint')}
      error={editor.errorOf('crossSells')}
    >
      {rows.fields.map((row, i) => (
        <div key={row.id} className="grid grid-cols-[1fr_auto] items-start gap-2">
          <FormField
            {...editor.field(`crossSells.${i}.sku`)}
            label={`${t('crossSellSku')} ${i + 1}`}
          />
          <div className="mt-6">
            <RowActions
              index={i}
              count={rows.fields.length}
              label={`${t('crossSellSku')} ${i + 1}`}
              move={rows.move}
              remove={rows.remove}
            />
          </div>
        </div>
      ))}
      <AddRowButton label={t('addCrossSell')} onClick={() => rows.append({ sku: '' })} />
    </Section>
  );
}

/** Which quality seals the product page shows beside the buy button. */
export function SealFields({ editor }: { editor: ProductForm }) {
  const t = useTranslations('backOffice.productForm');
  const seal = useTranslations('productPage');
  const initial = editor.form.formState.defaultValues?.seals ?? [];
  return (
    <Section title={t('seals')}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {PRODUCT_SEALS.map((key) => (
          <label key={key} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={key}
              defaultChecked={initial.includes(key)}
              {...editor.form.register('seals')}
              className="size-5"
            />
            {seal(key)}
          </label>
        ))}
      </div>
    </Section>
  );
}

/** The product's manuals and drivers (Meus Guias e manuais). */
export function DownloadFields({ editor }: { editor: ProductForm }) {
  const t = useTranslations('backOffice.productForm');
  const rows = useFieldArray({ control: editor.form.control, name: 'downloads' });
  return (
    <Section title={t('downloads')} error={editor.errorOf('downloads')}>
      {rows.fields.map((row, i) => (
        <div
          key={row.id}
          className="grid gap-2 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[8rem_1fr_1fr]"
        >
          <Select label={t('downloadKind')} control={editor.control(`downloads.${i}.kind`)}>
            {DOWNLOAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`downloadKinds.${kind}`)}
              </option>
            ))}
          </Select>
          <FormField {...editor.field(`downloads.${i}.title`)} label={t('downloadTitle')} />
          <FormField {...editor.field(`downloads.${i}.url`)} label={t('downloadUrl')} />
          <div className="sm:col-span-3">
            <RowActions
              index={i}
              count={rows.fields.length}
              label={`${t('downloadTitle')} ${i + 1}`}
              move={rows.move}
              remove={rows.remove}
            />
          </div>
        </div>
      ))}
      <AddRowButton
        label={t('addDownload')}
        onClick={() => rows.append({ kind: 'manual', title: '', url: '' })}
      />
    </Section>
  );
}

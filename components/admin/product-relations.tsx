'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { secondaryButtonClass, smallButtonClass } from '@/components/ui/button-classes';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import type { useContractForm } from '@/components/ui/use-contract-form';
import {
  ADDON_KINDS,
  ADDON_PRICE_TYPES,
  DOWNLOAD_KINDS,
  type ProductEditorChoices,
} from '@/lib/contracts/back-office-product-relations';
import type { adminProductBody } from '@/lib/contracts/back-office-products';
import { PRODUCT_SEALS } from '@/lib/domain/product-seals';
import { attributeKey, type ProductFormValues } from './product-form-values';

/** The editor's form: react-hook-form's, with the contract's field helpers. */
export type ProductForm = ReturnType<
  typeof useContractForm<typeof adminProductBody, ProductFormValues>
>;

function Section({
  title,
  hint,
  error,
  children,
}: {
  title: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      {hint && <p className="text-xs text-neutral-600">{hint}</p>}
      {children}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} justify-self-start`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function ErrorLine({ text }: { text?: string }) {
  return text ? <p className="text-xs text-red-700">{text}</p> : null;
}

/** Up, down and remove for one row of a list; the label names the row for screen readers. */
function RowActions({
  index,
  count,
  label,
  move,
  remove,
}: {
  index: number;
  count: number;
  label: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const t = useTranslations('backOffice.productForm');
  return (
    <div className="flex gap-1 self-end">
      <button
        type="button"
        className={smallButtonClass}
        disabled={index === 0}
        aria-label={`${t('moveUp')}: ${label}`}
        onClick={() => move(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={smallButtonClass}
        disabled={index === count - 1}
        aria-label={`${t('moveDown')}: ${label}`}
        onClick={() => move(index, index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={smallButtonClass}
        aria-label={t('removeItem', { item: label })}
        onClick={() => remove(index)}
      >
        ✕
      </button>
    </div>
  );
}

function Select({
  label,
  control,
  error,
  children,
}: {
  label: string;
  control: ReturnType<ProductForm['control']>;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={control.id} className="text-sm font-medium">
        {label}
      </label>
      <select {...control} className={fieldInputClass}>
        {children}
      </select>
      {error && (
        <p id={`${control.id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

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

function AddonRates({ editor, index }: { editor: ProductForm; index: number }) {
  const t = useTranslations('backOffice.productForm');
  const rates = useFieldArray({ control: editor.form.control, name: `addons.${index}.rates` });
  return (
    <div className="grid gap-2 sm:col-span-2">
      <p className="text-sm font-medium">{t('rates')}</p>
      {rates.fields.map((rate, r) => (
        <div key={rate.id} className="grid grid-cols-[1fr_1fr_1fr_auto] items-start gap-2">
          <FormField
            {...editor.field(`addons.${index}.rates.${r}.startPrice`)}
            label={t('rateStart')}
            inputMode="decimal"
          />
          <FormField
            {...editor.field(`addons.${index}.rates.${r}.endPrice`)}
            label={t('rateEnd')}
            inputMode="decimal"
          />
          <FormField
            {...editor.field(`addons.${index}.rates.${r}.price`)}
            label={t('ratePrice')}
            inputMode="decimal"
          />
          <button
            type="button"
            className={`${smallButtonClass} mt-6`}
            aria-label={t('removeItem', { item: `${t('rates')} ${r + 1}` })}
            onClick={() => rates.remove(r)}
          >
            ✕
          </button>
        </div>
      ))}
      <AddRowButton
        label={t('addRate')}
        onClick={() => rates.append({ startPrice: '', endPrice: '', price: '' })}
      />
      <ErrorLine text={editor.errorOf(`addons.${index}.rates`)} />
    </div>
  );
}

function AddonRowFields({
  editor,
  index,
  choices,
}: {
  editor: ProductForm;
  index: number;
  choices: ProductEditorChoices['addons'];
}) {
  const t = useTranslations('backOffice.productForm');
  const priceType = useWatch({ control: editor.form.control, name: `addons.${index}.priceType` });
  return (
    <>
      <Select
        label={t('addonProduct')}
        control={editor.control(`addons.${index}.sku`)}
        error={editor.errorOf(`addons.${index}.sku`)}
      >
        {choices.map((addon) => (
          <option key={addon.sku} value={addon.sku}>
            {addon.name} ({addon.sku})
          </option>
        ))}
      </Select>
      <Select label={t('addonKind')} control={editor.control(`addons.${index}.kind`)}>
        {ADDON_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`addonKinds.${kind}`)}
          </option>
        ))}
      </Select>
      <Select label={t('addonPriceType')} control={editor.control(`addons.${index}.priceType`)}>
        {ADDON_PRICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`addonPriceTypes.${type}`)}
          </option>
        ))}
      </Select>
      {priceType === 'price_range' ? (
        <AddonRates editor={editor} index={index} />
      ) : (
        <FormField
          {...editor.field(`addons.${index}.value`)}
          label={priceType === 'percent' ? t('addonValuePercent') : t('addonValueFixed')}
          inputMode="decimal"
        />
      )}
    </>
  );
}

/** The add-ons sold with the product: an add-on product each, its kind and its price rule. */
export function AddonFields({
  editor,
  choices,
}: {
  editor: ProductForm;
  choices: ProductEditorChoices['addons'];
}) {
  const t = useTranslations('backOffice.productForm');
  const rows = useFieldArray({ control: editor.form.control, name: 'addons' });
  return (
    <Section title={t('addons')} hint={t('addonsHint')} error={editor.errorOf('addons')}>
      {choices.length === 0 && <p className="text-sm">{t('noAddonProducts')}</p>}
      {rows.fields.map((row, i) => (
        <div
          key={row.id}
          className="grid gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-2"
          data-testid="addon-row"
        >
          <AddonRowFields editor={editor} index={i} choices={choices} />
          <div className="sm:col-span-2">
            <RowActions
              index={i}
              count={rows.fields.length}
              label={`${t('addonProduct')} ${i + 1}`}
              move={rows.move}
              remove={rows.remove}
            />
          </div>
        </div>
      ))}
      {choices.length > 0 && (
        <AddRowButton
          label={t('addAddon')}
          onClick={() =>
            rows.append({
              sku: choices[0]!.sku,
              kind: 'warranty',
              priceType: 'percent',
              value: '',
              rates: [],
            })
          }
        />
      )}
    </Section>
  );
}

function BundleOptions({ editor, group }: { editor: ProductForm; group: number }) {
  const t = useTranslations('backOffice.productForm');
  const options = useFieldArray({
    control: editor.form.control,
    name: `bundleGroups.${group}.options`,
  });
  const values = useWatch({ control: editor.form.control, name: `bundleGroups.${group}.options` });
  const choose = (chosen: number) =>
    options.fields.forEach((_, j) =>
      editor.form.setValue(`bundleGroups.${group}.options.${j}.isDefault`, j === chosen, {
        shouldDirty: true,
      }),
    );
  return (
    <div className="grid gap-2">
      {options.fields.map((option, o) => (
        <div
          key={option.id}
          className="grid grid-cols-[1fr_auto_auto] items-start gap-2 sm:grid-cols-[1fr_5rem_auto_auto]"
        >
          <div className="col-span-3 sm:col-span-1">
            <FormField
              {...editor.field(`bundleGroups.${group}.options.${o}.sku`)}
              label={t('optionSku')}
            />
          </div>
          <FormField
            {...editor.field(`bundleGroups.${group}.options.${o}.quantity`)}
            label={t('quantity')}
            inputMode="numeric"
          />
          <label className="mt-6 flex min-h-10 items-center gap-1 text-sm">
            <input
              type="radio"
              name={`bundle-default-${group}`}
              checked={values?.[o]?.isDefault ?? false}
              onChange={() => choose(o)}
              className="size-5"
            />
            {t('isDefault')}
          </label>
          <button
            type="button"
            className={`${smallButtonClass} mt-6`}
            aria-label={t('removeItem', { item: `${t('optionSku')} ${o + 1}` })}
            onClick={() => options.remove(o)}
          >
            ✕
          </button>
        </div>
      ))}
      <AddRowButton
        label={t('addOption')}
        onClick={() =>
          options.append({ sku: '', quantity: '1', isDefault: options.fields.length === 0 })
        }
      />
      <ErrorLine text={editor.errorOf(`bundleGroups.${group}.options`)} />
    </div>
  );
}

/** A kit's groups of options (SPEC.md bundleGroup), each with the option that comes chosen. */
export function BundleGroupFields({ editor }: { editor: ProductForm }) {
  const t = useTranslations('backOffice.productForm');
  const groups = useFieldArray({ control: editor.form.control, name: 'bundleGroups' });
  return (
    <Section
      title={t('bundleGroups')}
      hint={t('bundleGroupsHint')}
      error={editor.errorOf('bundleGroups')}
    >
      {groups.fields.map((group, g) => (
        <div key={group.id} className="grid gap-3 rounded-lg border border-neutral-200 p-3">
          <FormField {...editor.field(`bundleGroups.${g}.name`)} label={t('groupName')} />
          <BundleOptions editor={editor} group={g} />
          <RowActions
            index={g}
            count={groups.fields.length}
            label={`${t('groupName')} ${g + 1}`}
            move={groups.move}
            remove={groups.remove}
          />
        </div>
      ))}
      <AddRowButton
        label={t('addGroup')}
        onClick={() =>
          groups.append({ name: '', options: [{ sku: '', quantity: '1', isDefault: true }] })
        }
      />
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

'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import {
  ADDON_KINDS,
  ADDON_PRICE_TYPES,
  type ProductEditorChoices,
} from '@/lib/contracts/back-office-product-relations';
import { smallButtonClass } from '@/components/ui/button-classes';
import {
  AddRowButton,
  ErrorLine,
  RowActions,
  Section,
  Select,
  type ProductForm,
} from './product-editor-rows';

// What is sold with the product: its add-ons (warranties, services) and, for a kit, its groups.

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

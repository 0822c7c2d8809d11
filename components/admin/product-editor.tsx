'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import {
  CheckboxField,
  FormField,
  TextAreaField,
  fieldInputClass,
} from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { duplicateAdminProduct, saveAdminProduct } from '@/lib/api-client/back-office';
import type { ProductEditorChoices } from '@/lib/contracts/back-office-product-relations';
import {
  adminProductBody,
  PRODUCT_TYPES,
  type AdminProduct,
  type AdminProductBody,
} from '@/lib/contracts/back-office-products';
import { PricePreviewPanel } from './price-preview';
import { bodyOf, formOf } from './product-form-values';
import type { ProductForm } from './product-editor-rows';
import { AttributeFields, CrossSellFields, DownloadFields, SealFields } from './product-relations';
import { AddonFields, BundleGroupFields } from './product-sold-with';

/**
 * The product editor (issue 28 item 3): every field the contract takes, checked by it as the
 * server does; the prices previewed as shoppers will see them while they are typed; saved
 * against the version it was loaded at, so someone else's change in between is told (409) and
 * nothing typed is lost.
 */
export function ProductEditor({
  product,
  categories,
  choices,
  interestFreeLimit,
  cashIsPix,
}: {
  product: AdminProduct | null;
  categories: { id: number; label: string; visible: boolean }[];
  choices: ProductEditorChoices;
  interestFreeLimit: number;
  cashIsPix: boolean;
}) {
  const t = useTranslations('backOffice.productForm');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [version, setVersion] = useState(product?.version ?? 0);
  const [initial] = useState(() => formOf(product, choices));
  const editor: ProductForm = useContractForm(adminProductBody, initial, {
    body: (values) => bodyOf(values, choices),
  });
  const { form, field, control, errorOf, idOf, submit, busy } = editor;
  const [price, finalPrice, inCashPrice, type] = useWatch({
    control: form.control,
    name: ['price', 'finalPrice', 'inCashPrice', 'type'],
  });
  const onSubmit = submit(async (values) => {
    const saved = await saveAdminProduct(
      values as unknown as AdminProductBody,
      product ? { id: product.id, version } : undefined,
    );
    // A new product opens at its own address: the message goes with it.
    snackbar(product ? t('saved') : t('created'), 'success', { keepOnNavigation: !product });
    if (!product) {
      router.push(`/admin/produtos/${saved.id}`);
      return;
    }
    setVersion(saved.version);
    router.refresh();
  });
  const duplicate = useApiMutation({
    mutationFn: () => duplicateAdminProduct(product!.id),
    onSuccess: (copy) => {
      snackbar(t('duplicated'), 'success');
      router.push(`/admin/produtos/${copy.id}`);
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 lg:grid-cols-3"
      data-testid="product-editor"
    >
      <div className="grid content-start gap-4 lg:col-span-2">
        <fieldset className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4">
          <legend className="px-1 font-semibold">{t('basics')}</legend>
          <FormField {...field('name')} label={t('name')} maxLength={255} />
          <FormField {...field('subtitle')} label={t('subtitle')} maxLength={255} />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField {...field('sku')} label={t('sku')} maxLength={64} />
            <FormField {...field('url')} label={t('url')} hint={t('urlHint')} maxLength={200} />
          </div>
          <TextAreaField
            label={t('shortDescription')}
            rows={2}
            control={control('shortDescription')}
            error={errorOf('shortDescription')}
          />
          <TextAreaField
            label={t('description')}
            hint={t('descriptionHint')}
            rows={6}
            control={control('description')}
            error={errorOf('description')}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={idOf('type')} className="text-sm font-medium">
                {t('type')}
              </label>
              <select {...control('type')} className={fieldInputClass}>
                {PRODUCT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium">{t('status')}</legend>
              <div className="flex flex-wrap gap-x-6">
                <CheckboxField {...control('visible')} label={t('visible')} />
                <CheckboxField {...control('saleable')} label={t('saleable')} />
              </div>
            </fieldset>
          </div>
        </fieldset>

        <fieldset className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('stockAndPrices')}</legend>
          <FormField {...field('price')} label={t('price')} inputMode="decimal" />
          <FormField {...field('finalPrice')} label={t('finalPrice')} inputMode="decimal" />
          <FormField
            {...field('inCashPrice')}
            label={t('inCashPrice')}
            hint={t('inCashPriceHint')}
            inputMode="decimal"
          />
          <FormField {...field('stock')} label={t('stock')} inputMode="numeric" />
          <FormField {...field('productionTime')} label={t('productionTime')} inputMode="numeric" />
        </fieldset>

        <fieldset
          className="grid gap-1 rounded-xl border border-neutral-200 bg-white p-4"
          aria-describedby={errorOf('categoryIds') ? `${idOf('categoryIds')}-error` : undefined}
        >
          <legend className="px-1 font-semibold">{t('categories')}</legend>
          {categories.length === 0 && <p className="text-sm">{t('noCategories')}</p>}
          <div className="grid gap-x-4 sm:grid-cols-2">
            {categories.map((category) => (
              <label key={category.id} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={String(category.id)}
                  defaultChecked={initial.categoryIds.includes(String(category.id))}
                  {...form.register('categoryIds')}
                  className="size-5"
                />
                <span className={category.visible ? '' : 'text-neutral-500'}>{category.label}</span>
              </label>
            ))}
          </div>
          {errorOf('categoryIds') && (
            <p id={`${idOf('categoryIds')}-error`} className="text-xs text-red-700">
              {errorOf('categoryIds')}
            </p>
          )}
        </fieldset>
        <AttributeFields editor={editor} choices={choices.attributes} />
        <AddonFields editor={editor} choices={choices.addons} />
        {type === 'bundle' && <BundleGroupFields editor={editor} />}
        <CrossSellFields editor={editor} />
        <SealFields editor={editor} />
        <DownloadFields editor={editor} />
      </div>

      <div className="grid content-start gap-4">
        <PricePreviewPanel
          price={price}
          finalPrice={finalPrice}
          inCashPrice={inCashPrice}
          interestFreeLimit={interestFreeLimit}
          cashIsPix={cashIsPix}
        />
        <div className="sticky bottom-0 flex flex-wrap gap-2 rounded-xl border border-neutral-200 bg-white p-4">
          <button type="submit" disabled={busy} className={`${primaryButtonClass} min-w-32`}>
            {busy ? t('saving') : product ? t('save') : t('create')}
          </button>
          {product && (
            <button
              type="button"
              onClick={() => duplicate.mutate()}
              disabled={duplicate.isPending}
              className={secondaryButtonClass}
            >
              {t('duplicate')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

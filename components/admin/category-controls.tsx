'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import {
  primaryButtonClass,
  secondaryButtonClass,
  smallButtonClass,
} from '@/components/ui/button-classes';
import { CheckboxField, FormField, fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { orderAdminCategories, saveAdminCategory } from '@/lib/api-client/back-office';
import { adminCategoryBody, type AdminCategory } from '@/lib/contracts/back-office-catalog';

/** Up and down for a category among its siblings: the level's new order is saved at once. */
export function CategoryOrderButtons({
  parentId,
  ids,
  index,
  name,
}: {
  parentId: number | null;
  ids: number[];
  index: number;
  name: string;
}) {
  const t = useTranslations('backOffice.categories');
  const router = useRouter();
  const snackbar = useSnackbar();
  const move = useApiMutation({
    mutationFn: (to: number) => {
      const order = [...ids];
      order.splice(to, 0, ...order.splice(index, 1));
      return orderAdminCategories(parentId, order);
    },
    onSuccess: () => {
      snackbar(t('ordered'), 'success');
      router.refresh();
    },
  });
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={smallButtonClass}
        disabled={index === 0 || move.isPending}
        aria-label={t('moveUp', { name })}
        onClick={() => move.mutate(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={smallButtonClass}
        disabled={index === ids.length - 1 || move.isPending}
        aria-label={t('moveDown', { name })}
        onClick={() => move.mutate(index + 1)}
      >
        ↓
      </button>
    </div>
  );
}

/**
 * A category's form, new or saved: name, the slug (its URL shown as typed), description, where it
 * hangs (never inside itself) and whether shoppers see it.
 */
export function CategoryForm({
  category,
  parentId,
  categories,
}: {
  category: AdminCategory | null;
  /** A new category's parent (from "Nova subcategoria"). */
  parentId: number | null;
  categories: AdminCategory[];
}) {
  const t = useTranslations('backOffice.categories');
  const router = useRouter();
  const snackbar = useSnackbar();
  const { form, field, control, errorOf, submit, busy } = useContractForm(adminCategoryBody, {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    parentId: String(category ? (category.parentId ?? '') : (parentId ?? '')),
    visible: category?.visible ?? true,
  });
  const [slug, parent] = useWatch({ control: form.control, name: ['slug', 'parentId'] });
  // Not under itself: the category and everything below it are left out of the choices.
  const inside = new Set(category ? [category.id] : []);
  for (const c of categories) if (c.parentId !== null && inside.has(c.parentId)) inside.add(c.id);
  const depth = (c: AdminCategory): number => {
    const up = categories.find((p) => p.id === c.parentId);
    return up ? depth(up) + 1 : 0;
  };
  const parentUrl = categories.find((c) => String(c.id) === parent)?.url;
  const url = `/${parentUrl ? `${parentUrl}/` : ''}${slug || '…'}`;
  const onSubmit = submit(async (values) => {
    const saved = await saveAdminCategory(values, category?.id);
    snackbar(category ? t('saved') : t('created'), 'success');
    // A new one opens at its own address (a navigation reads the list anew); a saved one is
    // already there, and the list is read again in place.
    if (category) router.refresh();
    else router.push(`/admin/categorias?editar=${saved.id}`);
  });
  const parentControl = control('parentId');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid content-start gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="category-form"
    >
      <h2 className="text-lg font-semibold">{category ? t('editing') : t('new')}</h2>
      <FormField {...field('name')} label={t('name')} maxLength={255} />
      <FormField
        {...field('slug')}
        label={t('slug')}
        hint={t('slugHint', { url })}
        maxLength={100}
      />
      <div>
        <label htmlFor={control('description').id} className="text-sm font-medium">
          {t('description')}
        </label>
        <textarea {...control('description')} rows={3} className={fieldInputClass} />
        {errorOf('description') && (
          <p className="mt-1 text-xs text-red-700">{errorOf('description')}</p>
        )}
      </div>
      <div>
        <label htmlFor={parentControl.id} className="text-sm font-medium">
          {t('parent')}
        </label>
        <select {...parentControl} className={fieldInputClass}>
          <option value="">{t('top')}</option>
          {categories
            .filter((c) => !inside.has(c.id))
            .map((c) => (
              <option key={c.id} value={String(c.id)}>
                {'\u00a0\u00a0'.repeat(depth(c))}
                {c.name}
              </option>
            ))}
        </select>
        {errorOf('parentId') && (
          <p id={`${parentControl.id}-error`} className="mt-1 text-xs text-red-700">
            {errorOf('parentId')}
          </p>
        )}
      </div>
      <CheckboxField {...control('visible')} label={t('visible')} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {category ? t('save') : t('create')}
        </button>
        {(category || parentId !== null) && (
          <Link href="/admin/categorias" className={secondaryButtonClass}>
            {t('cancel')}
          </Link>
        )}
      </div>
    </form>
  );
}

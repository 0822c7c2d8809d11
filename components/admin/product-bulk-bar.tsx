'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { changeAdminProducts } from '@/lib/api-client/back-office';
import type { AdminProductBulkBody } from '@/lib/contracts/back-office-products';
import { useBulkSelection } from './bulk-selection';

type Action = AdminProductBulkBody['action'];

/**
 * The product list's bulk actions on the chosen rows: show, hide, move to a category, change the
 * prices by a percent. All or none; the server's refusal (422) is told and changes nothing.
 */
export function ProductBulkBar({ categories }: { categories: { id: number; label: string }[] }) {
  const t = useTranslations('backOffice.productList');
  const router = useRouter();
  const snackbar = useSnackbar();
  const { selected, clear } = useBulkSelection();
  const [action, setAction] = useState<Action>('show');
  const [category, setCategory] = useState('');
  const [percent, setPercent] = useState('');
  const apply = useApiMutation({
    mutationFn: () => {
      const ids = [...selected];
      const body: AdminProductBulkBody =
        action === 'move'
          ? { action, ids, category: Number(category) }
          : action === 'reprice'
            ? { action, ids, percent: Number(percent.replace(',', '.')) }
            : { action, ids };
      return changeAdminProducts(body);
    },
    onSuccess: (count) => {
      snackbar(t('bulkDone', { count }), 'success');
      clear();
      router.refresh();
    },
  });
  if (selected.size === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('bulk')}
      className="flex flex-wrap items-end gap-2 rounded-xl border border-neutral-300 bg-amber-50 p-3"
      data-testid="bulk-bar"
    >
      <p className="min-h-11 content-center text-sm font-semibold">
        {t('selected', { count: selected.size })}
      </p>
      <div>
        <label htmlFor="lote-acao" className="text-sm font-medium">
          {t('bulk')}
        </label>
        <select
          id="lote-acao"
          value={action}
          onChange={(e) => setAction(e.target.value as Action)}
          className={fieldInputClass}
        >
          <option value="show">{t('bulkShow')}</option>
          <option value="hide">{t('bulkHide')}</option>
          <option value="move">{t('bulkMove')}</option>
          <option value="reprice">{t('bulkReprice')}</option>
        </select>
      </div>
      {action === 'move' && (
        <div>
          <label htmlFor="lote-categoria" className="text-sm font-medium">
            {t('category')}
          </label>
          <select
            id="lote-categoria"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={fieldInputClass}
          >
            <option value="">{t('chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {action === 'reprice' && (
        <div>
          <label htmlFor="lote-percentual" className="text-sm font-medium">
            {t('percent')}
          </label>
          <input
            id="lote-percentual"
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            className={`${fieldInputClass} w-28`}
          />
        </div>
      )}
      <button
        type="button"
        onClick={() => apply.mutate()}
        disabled={apply.isPending || (action === 'move' && !category)}
        className={primaryButtonClass}
      >
        {t('apply_bulk')}
      </button>
    </div>
  );
}

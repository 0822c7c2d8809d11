'use client';

import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/ui/snackbar';
import type { CompareItem } from '@/lib/comparison/logic';
import { toggleComparison, useComparison } from '@/lib/comparison/store';

/**
 * The compare checkbox (SPEC.md section 2): 'Comparar' with the product's name for screen
 * readers. A fifth product is refused with the SPEC.md section 5 message and stays unticked.
 * Unticked and disabled until the browser's list has been read.
 */
export function CompareToggle({ item }: { item: CompareItem }) {
  const t = useTranslations('comparison');
  const snackbar = useSnackbar();
  const { ready, value } = useComparison();

  return (
    <label className="cmp">
      <input
        type="checkbox"
        className="cmp-box"
        checked={ready && value.some((i) => i.id === item.id)}
        disabled={!ready}
        onChange={async () => {
          if ((await toggleComparison(item)) === 'limit') snackbar(t('limit'), 'warning');
        }}
      />
      {t('compare')}
      <span className="sr-only"> {item.name}</span>
    </label>
  );
}

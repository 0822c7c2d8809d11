'use client';

import { useSnackbar } from '@/components/ui/snackbar-context';
import type { CompareItem } from '@/lib/comparison/logic';
import { toggleComparison, useComparison } from '@/lib/comparison/store';
import type { CompareLabels } from './personal-labels';

/**
 * The compare checkbox (SPEC.md section 2): 'Comparar' with the product's name for screen
 * readers. A fifth product is refused with the SPEC.md section 5 message and stays unticked.
 * Unticked and disabled until the browser's list has been read.
 */
export function CompareToggle({ item, labels }: { item: CompareItem; labels: CompareLabels }) {
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
          if ((await toggleComparison(item)) === 'limit') snackbar(labels.limit, 'warning');
        }}
      />
      {labels.compare}
      <span className="sr-only"> {item.name}</span>
    </label>
  );
}

'use client';

import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import type { CompareItem } from '@/lib/comparison/logic';
import { toggleComparison, useComparison } from '@/lib/comparison/store';
import type { CompareLabels } from './personal-labels';

/**
 * The compare checkbox (SPEC.md section 2): 'Comparar' with the product's name for screen
 * readers. A tick shows at once (the list changes before it is saved); a fifth product is refused
 * with the SPEC.md section 5 message and stays unticked. Unticked and disabled until the
 * browser's list has been read.
 */
export function CompareToggle({ item, labels }: { item: CompareItem; labels: CompareLabels }) {
  const snackbar = useSnackbar();
  const { ready, value } = useComparison();
  const toggle = useApiMutation({
    mutationFn: toggleComparison,
    onSuccess: (result) => {
      if (result === 'limit') snackbar(labels.limit, 'warning');
    },
  });

  return (
    <label className="cmp">
      <input
        type="checkbox"
        className="cmp-box"
        checked={ready && value.some((i) => i.id === item.id)}
        disabled={!ready}
        onChange={() => toggle.mutate(item)}
      />
      {labels.compare}
      <span className="sr-only"> {item.name}</span>
    </label>
  );
}

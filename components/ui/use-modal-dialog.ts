'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> in step with `open`: showModal() gives focus trapping, Escape and the
 * backdrop for free; the dialog's own close (Escape) must call back to set `open` false.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return ref;
}

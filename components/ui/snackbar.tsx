'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

import { SnackbarContext, type SnackbarKind } from './snackbar-context';

export { useSnackbar, type SnackbarKind } from './snackbar-context';
type Snack = { id: number; kind: SnackbarKind; message: string };

const MAX_VISIBLE = 2; // SPEC.md section 2: snackbars bottom centre, at most 2 at once.
const DURATION_MS = 5000;

const tone: Record<SnackbarKind, string> = {
  success: 'bg-emerald-700',
  error: 'bg-red-700',
  warning: 'bg-amber-700',
  info: 'bg-neutral-800',
};

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('snackbar');
  const [snacks, setSnacks] = useState<Snack[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setSnacks((list) => list.filter((s) => s.id !== id)),
    [],
  );
  const show = useCallback(
    (message: string, kind: SnackbarKind = 'info') => {
      const id = nextId.current++;
      setSnacks((list) => [...list, { id, kind, message }].slice(-MAX_VISIBLE));
      setTimeout(() => dismiss(id), DURATION_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);

  // The messages live in the top layer (a manual popover), raised again for each new message,
  // so that they show above an open modal dialog such as the cart drawer.
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = layer.current;
    if (!el?.showPopover) return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (snacks.length > 0) el.showPopover();
  }, [snacks]);

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <div
        ref={layer}
        popover="manual"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-auto bottom-[calc(1rem+var(--bottom-space,0px))] z-50 m-0 flex h-auto w-full flex-col items-center gap-2 overflow-visible border-0 bg-transparent px-4 py-0 [&:not(:popover-open)]:flex"
      >
        {snacks.map((s) => (
          <div
            key={s.id}
            role={s.kind === 'error' ? 'alert' : 'status'}
            data-kind={s.kind}
            className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg ${tone[s.kind]}`}
          >
            <span>{s.message}</span>
            <button
              type="button"
              onClick={() => dismiss(s.id)}
              aria-label={t('close')}
              className="ml-auto rounded px-1 text-lg leading-none hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </SnackbarContext.Provider>
  );
}

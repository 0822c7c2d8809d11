'use client';

import { usePathname } from 'next/navigation';
import {
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';

import { MODAL_SHELL_ATTRIBUTE } from './modal-marker';
import { SnackbarContext, type Snackbar } from './snackbar-context';
import { useHydrated } from './use-hydrated';
import {
  createSnackbarStore,
  type Snack,
  type SnackbarKind,
  type SnackbarStore,
} from './snackbar-store';

export { useSnackbar, type SnackbarKind } from './snackbar-context';

const none: readonly Snack[] = [];
const noSnacks = () => none;

const OPEN_MODALS = `[${MODAL_SHELL_ATTRIBUTE}][aria-modal="true"]`;

const tone: Record<SnackbarKind, string> = {
  success: 'bg-emerald-700',
  error: 'bg-red-700',
  warning: 'bg-amber-700',
  info: 'bg-neutral-800',
};

/**
 * The modal dialog open on top (ModalShell, ADR 0020h), or null. A modal dialog makes everything
 * outside it inert and hidden from assistive technology, the messages included: they are drawn
 * inside it while one is open. A dialog opened inside another, or after it, comes later in the
 * document.
 */
function useTopModal(): HTMLElement | null {
  const [top, setTop] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const update = () =>
      setTop([...document.querySelectorAll<HTMLElement>(OPEN_MODALS)].at(-1) ?? null);
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-modal'],
    });
    update();
    return () => observer.disconnect();
  }, []);
  return top;
}

/**
 * A new page: the messages of the page left behind go (the card refused on the checkout does not
 * stand over the order placed next). In its own Suspense boundary: the path is request data,
 * which a prerendered page (the portal's not-found) may not read outside one.
 */
function PageChanges({ store }: { store: SnackbarStore }) {
  const pathname = usePathname();
  useEffect(() => store.arrive(window.location.pathname), [store, pathname]);
  return null;
}

/**
 * The store's snackbars, bottom centre (SPEC.md section 2), by the rules of snackbar-store.ts.
 * They show above every drawer and dialog: in the top layer, inside the modal dialog open on top.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('snackbar');
  const [store] = useState(() => createSnackbarStore({ here: () => window.location.pathname }));
  const snacks = useSyncExternalStore(store.subscribe, store.snapshot, noSnacks);
  const value = useMemo<Snackbar>(
    () =>
      Object.assign((...args: Parameters<Snackbar>) => store.show(...args), {
        clear: store.clear,
      }),
    [store],
  );

  const host = useTopModal();
  const hydrated = useHydrated();

  // The top layer (a manual popover), raised again for each change, so that the messages show
  // above whatever was opened since.
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = layer.current;
    // A message shown as its dialog closes (a login in the account sheet) was drawn into that
    // dialog, just removed: showPopover would throw there. The dialog's removal changes the
    // host, and this runs again in the place the messages moved to.
    if (!el?.showPopover || !el.isConnected) return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (snacks.length > 0) el.showPopover();
  }, [snacks, host]);

  const messages = (
    <div
      ref={layer}
      popover="manual"
      aria-live="polite"
      data-testid="snackbars"
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
            onClick={() => store.dismiss(s.id)}
            aria-label={t('close')}
            className="ml-auto rounded px-1 text-lg leading-none hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        <PageChanges store={store} />
      </Suspense>
      {hydrated ? createPortal(messages, host ?? document.body) : messages}
    </SnackbarContext.Provider>
  );
}

'use client';

import { useId, type ReactNode } from 'react';

import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ModalShell } from '@/components/ui/modal-shell';
import { Icon } from '@/components/icons/icon';

const WIDTH = { narrow: 'w-[min(92vw,460px)]', wide: 'w-[min(calc(100vw-1.5rem),44rem)]' };

/**
 * The store's titled modal (the service dialogs, the portal's customer form modal) on the
 * ModalShell: focus stays inside, Escape and the close button close it, and focus goes back to
 * the button that opened it. Its content mounts while it is open, with the focus on the element
 * marked `data-autofocus` if any; a long content scrolls under its fixed title.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  testId,
  width = 'narrow',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  testId?: string;
  width?: keyof typeof WIDTH;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid={testId}
      className={`${WIDTH[width]} rounded-xl bg-white text-neutral-900`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 bg-white px-5 pt-4 pb-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 flex min-h-11 min-w-11 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100"
        >
          <Icon name="close" size={20} />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      <div className="px-5 pb-5">{children}</div>
    </ModalShell>
  );
}

/**
 * A modal form's Cancelar and Salvar, kept in sight at the dialog's foot while a long form
 * (a company's addresses) scrolls under them.
 */
export function ModalFormActions({
  cancel,
  submit,
  busy,
  onCancel,
}: {
  cancel: string;
  submit: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 mt-2 -mb-5 flex justify-end gap-3 border-t border-neutral-200 bg-white px-5 py-3">
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        {cancel}
      </button>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} min-w-28`}>
        {submit}
      </button>
    </div>
  );
}

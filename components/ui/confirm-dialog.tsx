'use client';

import { ModalShell } from '@/components/ui/modal-shell';

/**
 * A modal yes/no question (ModalShell: focus trap, Escape, a click beside it); the focus starts on
 * the confirmation. Inside another dialog (the cart drawer) it closes alone.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      className="w-[min(92vw,420px)] rounded-xl bg-white p-5"
    >
      <h2 id="confirm-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p id="confirm-text" className="mt-2 text-sm text-neutral-700">
        {text}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="h-10 rounded-lg border border-neutral-300 px-4 text-sm"
        >
          {cancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="h-10 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white"
          data-autofocus
        >
          {confirm}
        </button>
      </div>
    </ModalShell>
  );
}

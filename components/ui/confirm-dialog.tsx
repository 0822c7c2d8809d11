'use client';

import { useModalDialog } from '@/components/ui/use-modal-dialog';

/** A modal yes/no question on a native <dialog> (focus trap, Escape and backdrop included). */
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
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      onClose={(e) => {
        // Its close must not reach a dialog it sits in (the cart drawer).
        e.stopPropagation();
        onClose();
      }}
      aria-labelledby={open ? 'confirm-title' : undefined}
      className="m-auto w-[min(92vw,420px)] rounded-xl p-5 backdrop:bg-black/40"
    >
      {open && (
        <>
          <h2 id="confirm-title" className="text-lg font-semibold">
            {title}
          </h2>
          <p className="mt-2 text-sm text-neutral-700">{text}</p>
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
              autoFocus
            >
              {confirm}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { CloseIcon } from '@/components/layout/icons';

/** A dialog's main action (a link or a button), and the quieter ones beside it. */
export const primaryActionClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-[var(--store-primary)] px-4 text-sm font-semibold text-[var(--store-primary-contrast)] hover:brightness-95 disabled:opacity-60';
export const secondaryActionClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-900 hover:border-[var(--store-primary)] hover:text-[var(--store-primary)]';

/**
 * The modal of the service dialogs (sales, support, 0800, call-me-back, address) on a native
 * <dialog>: focus stays inside, Escape and the close button close it, focus goes back to the
 * button that opened it. Its content mounts only while it is open.
 */
export function Modal({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const t = useTranslations('contact.dialog');
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid={testId}
      className="m-auto w-[min(92vw,460px)] rounded-xl bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-black/40"
    >
      {open && (
        <div className="p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-full p-2 text-neutral-600 hover:bg-neutral-100"
            >
              <CloseIcon width={20} height={20} />
              <span className="sr-only">{t('close')}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/**
 * A button and the modal it opens (sales phone, address, call-me-back): `children` gets the
 * function that closes it.
 */
export function DialogButton({
  label,
  title,
  testId,
  className = secondaryActionClass,
  children,
}: {
  label: ReactNode;
  title: string;
  testId?: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
      >
        {label}
      </button>
      <Modal open={open} onClose={close} title={title} testId={testId}>
        {children(close)}
      </Modal>
    </>
  );
}

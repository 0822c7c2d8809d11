'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { CloseIcon } from '@/components/layout/icons';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { useHydrated } from '@/components/ui/use-hydrated';

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
  className = secondaryButtonClass,
  children,
}: {
  label: ReactNode;
  title: string;
  testId?: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Until React takes over, a press would be lost: the button waits (disabled) instead.
  const hydrated = useHydrated();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        disabled={!hydrated}
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

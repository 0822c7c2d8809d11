'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Modal as StoreModal } from '@/components/ui/modal';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { useHydrated } from '@/components/ui/use-hydrated';

/** The service dialogs' modal (sales, support, 0800, call-me-back, address): the store's. */
export function Modal(props: Omit<Parameters<typeof StoreModal>[0], 'closeLabel' | 'width'>) {
  const t = useTranslations('contact.dialog');
  return <StoreModal {...props} closeLabel={t('close')} />;
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

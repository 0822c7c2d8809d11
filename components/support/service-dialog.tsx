'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import type { ServiceDialogKind } from '@/lib/domain/business-hours';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ServiceContacts } from './service-contacts';

// The dialog, its hours rule and its texts load when the button is first pointed at or pressed.
const loadServiceDialog = () => import('./service-dialog-view').then((m) => m.ServiceDialog);
const ServiceDialog = dynamic(loadServiceDialog, { ssr: false });

/**
 * A button that opens a service dialog (sales, support, 0800), decided by the hours at the
 * moment it is pressed. The dialog stays mounted once opened, so closing it gives the focus back
 * to this button.
 */
export function ServiceDialogButton({
  kind,
  contacts,
  className = primaryButtonClass,
  children,
}: {
  kind: ServiceDialogKind;
  contacts: ServiceContacts;
  className?: string;
  children: ReactNode;
}) {
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  // Until React takes over, a press would be lost: the button waits (disabled) instead.
  const hydrated = useHydrated();
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadServiceDialog().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpenedAt(new Date());
          setMounted(true);
        }}
        className={className}
      >
        {children}
      </button>
      {mounted && (
        <ServiceDialog
          kind={kind}
          contacts={contacts}
          openedAt={openedAt}
          onClose={() => setOpenedAt(null)}
        />
      )}
    </>
  );
}

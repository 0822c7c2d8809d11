'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * On phones the filters fold behind one button (Headless UI's Disclosure) so the products come
 * first; desktop shows them. The panel stays in the page when folded: it is server-rendered, and
 * the desktop layout shows it whatever the button's state.
 */
export function CollapsibleFilters({
  label,
  activeCount,
  children,
}: {
  label: string;
  activeCount: number;
  children: ReactNode;
}) {
  return (
    <Disclosure>
      {({ open }) => (
        <>
          <DisclosureButton className="flex h-11 w-full items-center justify-between rounded-lg border border-neutral-300 px-4 text-sm font-semibold md:hidden">
            <span>
              {label}
              {activeCount > 0 && ` (${activeCount})`}
            </span>
            <span aria-hidden>{open ? '−' : '+'}</span>
          </DisclosureButton>
          <DisclosurePanel static className={open ? 'block' : 'hidden md:block'}>
            {children}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}

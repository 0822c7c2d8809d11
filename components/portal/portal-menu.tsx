'use client';

import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import Link from 'next/link';
import type { ReactNode } from 'react';

export type PortalMenuItem = { label: string } & ({ href: string } | { onSelect: () => void });

const item =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left font-medium data-[focus]:bg-neutral-100';

/**
 * A menu of the portal's header (Administrar, the user's first name) on Headless UI's Menu
 * (ADR 0020h): a button with arrow keys, Home/End and typing to move among its items; Escape
 * and a click elsewhere close it, the keyboard back on its button; choosing an item closes it.
 * A drop-down of the header, not a modal: the page behind stays as it is.
 */
export function PortalMenu({
  label,
  name,
  note,
  items,
}: {
  /** The button's visible text. */
  label: ReactNode;
  /** The button's accessible name, when other than its text. */
  name?: string;
  /** A heading above the items (the user's greeting). */
  note?: string;
  items: PortalMenuItem[];
}) {
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={name}
        className="group flex min-h-11 items-center gap-1 rounded-md px-2 font-medium hover:bg-neutral-100 focus-visible:outline-2"
      >
        {label}
        <span aria-hidden className="text-xs transition-transform group-data-[open]:rotate-180">
          ▾
        </span>
      </MenuButton>
      {/* Not modal: the page stays usable, and pressing the other menu's button opens it. */}
      <MenuItems
        modal={false}
        className="absolute left-0 z-30 mt-1 w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg outline-none md:right-0 md:left-auto"
      >
        <MenuSection>
          {note && <MenuHeading className="px-3 py-2 text-sm text-neutral-600">{note}</MenuHeading>}
          {items.map((entry) => (
            <MenuItem key={entry.label}>
              {'href' in entry ? (
                <Link href={entry.href} className={item}>
                  {entry.label}
                </Link>
              ) : (
                <button type="button" onClick={entry.onSelect} className={item}>
                  {entry.label}
                </button>
              )}
            </MenuItem>
          ))}
        </MenuSection>
      </MenuItems>
    </Menu>
  );
}

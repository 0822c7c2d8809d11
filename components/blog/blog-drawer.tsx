'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';

import { ModalShell } from '@/components/ui/modal-shell';
import { Icon } from '@/components/icons/icon';

export type DrawerLink = { href: string; label: string };

/**
 * The blog header on small screens: a menu button opening a modal drawer (focus stays inside,
 * Escape and a click beside it close it; its code loads when it first opens) with the desktop
 * menu's links and categories.
 */
export function BlogDrawer({
  links,
  categories,
  labels,
  search,
}: {
  links: DrawerLink[];
  categories: DrawerLink[];
  labels: { open: string; close: string; title: string; categories: string };
  /** The search form, drawn inside the drawer. */
  search: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="ml-auto inline-flex items-center gap-1 rounded p-2 text-sm font-medium hover:bg-neutral-100 md:hidden"
      >
        <Icon name="menu" />
        {labels.open}
      </button>
      {/* Drawn only when open: the page's HTML would otherwise carry the menu twice. */}
      <ModalShell
        open={open}
        onClose={close}
        aria-label={labels.title}
        place="start"
        className="max-w-[460px] bg-white"
      >
        <div className="flex flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <p className="text-lg font-semibold">{labels.title}</p>
            <button
              type="button"
              onClick={close}
              aria-label={labels.close}
              className="rounded p-2 hover:bg-neutral-100"
            >
              <Icon name="close" />
            </button>
          </div>
          {search}
          <nav aria-label={labels.title}>
            <LinkList links={links} onClick={close} className="divide-y divide-neutral-100" />
            {categories.length > 0 && (
              <>
                <p className="mt-4 px-2 text-sm font-semibold text-neutral-600 uppercase">
                  {labels.categories}
                </p>
                <LinkList links={categories} onClick={close} />
              </>
            )}
          </nav>
        </div>
      </ModalShell>
    </>
  );
}

function LinkList({
  links,
  onClick,
  className,
}: {
  links: DrawerLink[];
  onClick: () => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            onClick={onClick}
            className="block rounded px-2 py-2.5 font-medium hover:bg-neutral-100"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

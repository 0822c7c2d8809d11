'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { ModalShell } from '@/components/ui/modal-shell';
import type { Category } from '@/lib/contracts/catalog';
import { Icon } from '@/components/icons/icon';

/**
 * Menu drawer for small screens (width 460, SPEC.md section 9), a modal drawer whose code loads
 * when it first opens.
 */
export function MobileMenu({
  categories,
  query,
  labels,
}: {
  categories: Category[];
  /** The query every menu link carries (`facet_filters` of page 1 and `from_menu=true`). */
  query: string;
  labels: { open: string; close: string; all: string };
}) {
  const [open, setOpen] = useState(false);

  if (categories.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={labels.open}
        aria-expanded={open}
        className="rounded p-1.5 hover:bg-neutral-100 md:hidden"
      >
        <Icon name="menu" />
      </button>
      {/* Drawn only when open: every page's HTML would otherwise carry the menu twice. */}
      <ModalShell
        open={open}
        onClose={() => setOpen(false)}
        aria-label={labels.all}
        place="start"
        className="max-w-[460px] bg-white"
      >
        <div className="flex items-center justify-between border-b px-4 py-3">
          <p className="font-semibold">{labels.all}</p>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={labels.close}
            className="rounded p-2 hover:bg-neutral-100"
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className="divide-y">
          {categories.map((c) => (
            <li key={c.id} className="px-4 py-3">
              <IntentLink
                href={`/${c.url}${query}`}
                onClick={() => setOpen(false)}
                className="font-medium"
              >
                {c.name}
              </IntentLink>
              {c.children.length > 0 && (
                <ul className="mt-2 grid gap-2 pl-3">
                  {c.children.map((child) => (
                    <li key={child.id}>
                      <IntentLink
                        href={`/${child.url}${query}`}
                        onClick={() => setOpen(false)}
                        className="text-sm text-neutral-700"
                      >
                        {child.name}
                      </IntentLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </ModalShell>
    </>
  );
}

'use client';

import { useState, type ReactNode } from 'react';

/** On phones the filters fold behind one button so the products come first; desktop shows them. */
export function CollapsibleFilters({
  label,
  activeCount,
  children,
}: {
  label: string;
  activeCount: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="listing-filters"
        className="flex h-11 w-full items-center justify-between rounded-lg border border-neutral-300 px-4 text-sm font-semibold md:hidden"
      >
        <span>
          {label}
          {activeCount > 0 && ` (${activeCount})`}
        </span>
        <span aria-hidden>{open ? '−' : '+'}</span>
      </button>
      <div id="listing-filters" className={open ? 'block' : 'hidden md:block'}>
        {children}
      </div>
    </>
  );
}

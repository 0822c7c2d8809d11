'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Selection = {
  ids: readonly number[];
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  toggleAll: () => void;
  clear: () => void;
};

const SelectionContext = createContext<Selection | null>(null);

/** The rows of a list page chosen for a bulk action (the page's ids; a new page starts over). */
export function BulkSelection({ ids, children }: { ids: readonly number[]; children: ReactNode }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    () => setSelected((current) => (current.size === ids.length ? new Set() : new Set(ids))),
    [ids],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const value = useMemo(
    () => ({ ids, selected, toggle, toggleAll, clear }),
    [ids, selected, toggle, toggleAll, clear],
  );
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

export function useBulkSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useBulkSelection outside BulkSelection');
  return selection;
}

/** A row's box. */
export function SelectRow({ id, label }: { id: number; label: string }) {
  const { selected, toggle } = useBulkSelection();
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selected.has(id)}
      onChange={() => toggle(id)}
      className="size-5"
    />
  );
}

/** The header's box: every row of the page, or none. */
export function SelectAll({ label }: { label: string }) {
  const { ids, selected, toggleAll } = useBulkSelection();
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={ids.length > 0 && selected.size === ids.length}
      ref={(el) => {
        if (el) el.indeterminate = selected.size > 0 && selected.size < ids.length;
      }}
      onChange={toggleAll}
      className="size-5"
    />
  );
}

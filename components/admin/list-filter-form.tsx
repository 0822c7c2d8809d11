'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';

/**
 * A list's filter form: a plain GET form (it works before and without JavaScript) whose submit,
 * once hydrated, goes to the list's address with only the filters that have a value, so the URL
 * a list is shared by stays short and readable. The sort is kept; the page starts over. Its foot
 * is 'Filtrar' and 'Limpar filtros' (the list without any).
 */
export function ListFilterForm({
  action,
  label,
  apply,
  clear,
  sort,
  children,
}: {
  action: string;
  label: string;
  apply: string;
  clear: string;
  sort: { sort?: string; dir?: string };
  children: ReactNode;
}) {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    });
    const search = params.toString();
    router.push(search ? `${action}?${search}` : action);
  };
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      onSubmit={onSubmit}
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {children}
      {sort.sort && <input type="hidden" name="sort" value={sort.sort} />}
      {sort.dir && <input type="hidden" name="dir" value={sort.dir} />}
      <div className="flex flex-wrap items-end gap-2 lg:col-span-6">
        <button type="submit" className={primaryButtonClass}>
          {apply}
        </button>
        <Link href={action} className={secondaryButtonClass}>
          {clear}
        </Link>
      </div>
    </form>
  );
}

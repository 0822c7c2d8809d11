'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';

/**
 * A list's filter form: a plain GET form (it works before and without JavaScript) whose submit,
 * once hydrated, goes to the list's address with only the filters that have a value, so the URL
 * a list is shared by stays short and readable.
 */
export function ListFilterForm({
  action,
  label,
  className,
  children,
}: {
  action: string;
  label: string;
  className?: string;
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
    <form method="get" action={action} aria-label={label} onSubmit={onSubmit} className={className}>
      {children}
    </form>
  );
}

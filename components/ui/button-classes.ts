// The store's button looks, in a plain module: server components (and leaves of any kind) take
// them without importing a client module.

/** The main action: a form's submit, a dialog's call or link, a page's leading link. */
export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-[var(--store-primary)] px-4 font-semibold text-[var(--store-primary-contrast)] hover:brightness-95 disabled:opacity-60';

/** A quieter action beside it. */
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 font-medium text-neutral-900 hover:border-[var(--store-primary)] hover:text-[var(--store-primary)]';

/** A small square action beside a row (move up or down, remove). */
export const smallButtonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-neutral-300 bg-white px-2 text-sm hover:border-[var(--store-primary)] disabled:opacity-40';

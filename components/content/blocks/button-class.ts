// Kept apart from button.tsx (which holds a zod schema) so client leaves import no zod.
const variants = {
  primary:
    'bg-[var(--store-primary)] text-[var(--store-primary-contrast)] hover:opacity-90 border border-transparent',
  outline:
    'border border-[var(--store-primary)] text-[var(--store-primary)] hover:bg-[var(--store-primary)] hover:text-[var(--store-primary-contrast)]',
} as const;
/** Classes of a link that looks like a button (also used by cards and banners). */
export const buttonClass = (variant: keyof typeof variants = 'primary') =>
  `inline-flex min-h-11 items-center justify-center rounded-lg px-6 font-semibold transition ${variants[variant]}`;

import Link from 'next/link';

/** A not-found page's body: the big 404, what happened, and the way back to the store. */
export function NotFoundSection({
  title,
  text,
  backLabel,
  backHref = '/',
}: {
  title: string;
  text: string;
  backLabel: string;
  /** Where the way back leads: the store's home, or the back-office's. */
  backHref?: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-[var(--store-primary)]">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-neutral-700">{text}</p>
      <Link
        href={backHref}
        className="mt-8 inline-block rounded-md bg-[var(--store-primary)] px-5 py-2.5 font-medium text-[var(--store-primary-contrast)]"
      >
        {backLabel}
      </Link>
    </section>
  );
}

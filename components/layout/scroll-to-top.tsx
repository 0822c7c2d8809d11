'use client';

/** Desktop-only button back to the top of the page. */
export function ScrollToTop({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={label}
      className="fixed right-5 bottom-[calc(6rem+var(--bottom-space,0px))] z-30 hidden rounded-full border border-neutral-300 bg-white p-2 shadow md:block"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
      >
        <path d="m6 15 6-6 6 6" />
      </svg>
    </button>
  );
}

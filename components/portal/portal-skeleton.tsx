/** The portal page's place while the visitor's session decides what it shows (no layout shift). */
export function PortalPageSkeleton() {
  return (
    <div aria-hidden className="mx-auto max-w-7xl animate-pulse px-4 py-8">
      <div className="h-9 w-72 rounded bg-neutral-200" />
      <div className="mt-6 h-24 rounded-xl bg-neutral-200" />
      <div className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-72 rounded-xl bg-neutral-200" />
        ))}
      </div>
    </div>
  );
}

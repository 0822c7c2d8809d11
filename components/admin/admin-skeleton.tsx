/** A back-office page while its data streams in: the heading's and the table's places. */
export function AdminPageSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8" aria-busy="true">
      <div className="h-8 w-56 animate-pulse rounded bg-neutral-200" />
      <div className="h-24 animate-pulse rounded-lg bg-neutral-200" />
      <div className="h-96 animate-pulse rounded-lg bg-neutral-200" />
    </div>
  );
}

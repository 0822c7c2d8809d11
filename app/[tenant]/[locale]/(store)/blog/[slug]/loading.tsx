/** While a post loads: its title's, image's and text's shapes. */
export default function BlogPostLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" aria-busy="true">
      <div className="h-4 w-64 animate-pulse rounded bg-neutral-200" />
      <div className="mx-auto mt-6 max-w-3xl space-y-4">
        <div className="h-5 w-24 animate-pulse rounded-full bg-neutral-200" />
        <div className="h-10 w-4/5 animate-pulse rounded bg-neutral-200" />
        <div className="h-4 w-48 animate-pulse rounded bg-neutral-100" />
        <div className="aspect-[16/9] w-full animate-pulse rounded-xl bg-neutral-200" />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-neutral-100" />
        ))}
      </div>
    </div>
  );
}

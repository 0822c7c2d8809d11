import { PostGridSkeleton } from '@/components/blog/post-grid';

/** While a blog listing loads: its heading's and its grid's shapes. */
export default function BlogLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" aria-busy="true">
      <div className="h-4 w-40 animate-pulse rounded bg-neutral-200" />
      <div className="mt-6 h-9 w-56 animate-pulse rounded bg-neutral-200" />
      <PostGridSkeleton />
    </div>
  );
}

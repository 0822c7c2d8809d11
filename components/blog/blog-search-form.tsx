import { blogPaths } from '@/lib/blog/paths';
import { Icon } from '@/components/icons/icon';

export type SearchFormLabels = { label: string; placeholder: string; submit: string };

/**
 * The blog's search: a plain GET form to `/blog/busca?q=`, so it works before any script and the
 * results page is a link one can share. `id` keeps the header's and the page's fields apart.
 */
export function BlogSearchForm({
  id,
  labels,
  term = '',
  className = '',
}: {
  id: string;
  labels: SearchFormLabels;
  term?: string;
  className?: string;
}) {
  return (
    <form role="search" action={blogPaths.search} method="get" className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={term}
        placeholder={labels.placeholder}
        required
        maxLength={200}
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-neutral-300 bg-white px-3 py-2 text-sm"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-r-md bg-[var(--store-primary)] px-3 py-2 text-sm font-medium text-[var(--store-primary-contrast)]"
      >
        <Icon name="search" size={18} />
        <span className="sr-only">{labels.submit}</span>
      </button>
    </form>
  );
}

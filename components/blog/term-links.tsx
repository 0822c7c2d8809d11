import Link from 'next/link';
import { blogPaths } from '@/lib/blog/paths';
import type { BlogTerm } from '@/lib/contracts/blog';

/** A post's categories or tags as links to their listings (chips). */
export function TermLinks({
  terms,
  taxonomy,
  label,
  className = '',
}: {
  terms: BlogTerm[];
  taxonomy: 'category' | 'post_tag';
  /** The list's accessible name ('Categorias', 'Tags'). */
  label: string;
  className?: string;
}) {
  if (terms.length === 0) return null;
  const href = taxonomy === 'category' ? blogPaths.category : blogPaths.tag;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {terms.map((term) => (
        <li key={term.id}>
          <Link
            href={href(term.slug)}
            className={
              taxonomy === 'category'
                ? 'inline-block rounded-full bg-[var(--store-primary)]/10 px-2.5 py-0.5 text-xs font-semibold text-[var(--store-primary)] hover:underline'
                : 'inline-block rounded-full border border-neutral-300 px-3 py-1 text-sm text-neutral-700 hover:border-[var(--store-primary)] hover:text-[var(--store-primary)]'
            }
          >
            {taxonomy === 'post_tag' ? `#${term.name}` : term.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

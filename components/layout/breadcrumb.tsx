import { IntentLink } from '@/components/ui/intent-link';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import type { Store } from '@/lib/store/data';

/** One step of a trail; `href` is the page's path (the last one is the current page). */
export type Crumb = { name: string; href: string };

/**
 * Trail of links ending in the current page (not a link), and the same trail as a
 * BreadcrumbList for search engines, so the two never disagree.
 */
export function Breadcrumb({
  items,
  label,
  store,
}: {
  items: Crumb[];
  label: string;
  store: Store;
}) {
  return (
    <nav aria-label={label} className="text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={`${item.href}-${i}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i < items.length - 1 ? (
              <IntentLink href={item.href} className="hover:underline">
                {item.name}
              </IntentLink>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
      <BreadcrumbJsonLd steps={items.map((c) => ({ name: c.name, path: c.href }))} store={store} />
    </nav>
  );
}

/**
 * The blog's paths on a store (app/[tenant]/[locale]/blog). Page 1 of a listing is the listing's
 * own path; later pages add `/page/{n}`. Slugs are encoded, since a WordPress slug may hold
 * anything its editor typed.
 */
export const blogPaths = {
  home: '/blog',
  categories: '/blog/categoria',
  search: '/blog/busca',
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  category: (slug: string) => `/blog/categorias/${encodeURIComponent(slug)}`,
  tag: (slug: string) => `/blog/tags/${encodeURIComponent(slug)}`,
  /** `/blog` → `/blog/page/2`; page 1 is the listing itself. */
  page: (listing: string, page: number) => (page <= 1 ? listing : `${listing}/page/${page}`),
  /** `/blog/busca?q=ssd&page=2`: a search is shareable as its URL. */
  searchPage: (term: string, page = 1) =>
    `/blog/busca?${new URLSearchParams({ q: term, ...(page > 1 ? { page: String(page) } : {}) })}`,
};

/**
 * A listing page number from the path (`/blog/page/{page}`): a whole number written as such
 * (`2`, not `02` or `2.0`); anything else is no page (404). Page 1 lives at the listing's path.
 */
export function pageParam(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/**
 * The page numbers a pager shows, always seven places: every page up to 7; past that the first
 * and the last with the current page and its neighbours, `null` where pages are skipped
 * (`1 … 5 6 7 … 12`). Near either end the five pages there show (`1 2 3 4 5 … 12`).
 */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const run = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= 7) return run(1, totalPages);
  if (page <= 4) return [...run(1, 5), null, totalPages];
  if (page >= totalPages - 3) return [1, null, ...run(totalPages - 4, totalPages)];
  return [1, null, page - 1, page, page + 1, null, totalPages];
}

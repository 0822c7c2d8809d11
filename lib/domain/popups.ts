/** The two pop-up kinds of SPEC.md (content items): one on load, one when the mouse leaves. */
export const POPUP_TYPES = ['modal-entry', 'modal-exit'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

/** Local flag set when a pop-up is closed, so it is not shown again: `modal-entry-{id}`. */
export const popupSeenKey = (type: PopupType, id: number) => `${type}-${id}`;

/** Pop-ups never interrupt a purchase: none on the one-step checkout's pages. */
export function showsPopups(pathname: string): boolean {
  return !/^\/onestepcheckout(\/|$)/.test(pathname);
}

/** How close to the top edge the pointer must be when it leaves the window (a fast move skips pixels). */
export const EXIT_EDGE_PX = 10;

/**
 * The mouse left the page through its top edge (towards the tabs and address bar): the moment
 * the exit pop-up is for. Leaving through a side or the bottom, or into another element, is not.
 */
export function leftThroughTop(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY < EXIT_EDGE_PX;
}

/**
 * This tab's page views so far (sessionStorage), counted by the pop-ups' gate. The entry pop-up
 * never covers the page a visitor lands on (a search engine's result, a shared link): it opens
 * on the visit's second page view, once per visitor as before (docs/adr/0027).
 */
export const PAGE_VIEWS_KEY = 'page-views';
export const ENTRY_POPUP_FROM_VIEW = 2;

/** Counts one more page view of this tab and answers how many there have been. */
export function countPageView(storage: Pick<Storage, 'getItem' | 'setItem'> | null): number {
  if (!storage) return ENTRY_POPUP_FROM_VIEW;
  try {
    const views = (Number.parseInt(storage.getItem(PAGE_VIEWS_KEY) ?? '0', 10) || 0) + 1;
    storage.setItem(PAGE_VIEWS_KEY, String(views));
    return views;
  } catch {
    // Storage refused (private mode): the visit's landing cannot be told; treat it as a later view.
    return ENTRY_POPUP_FROM_VIEW;
  }
}

/**
 * Who a pop-up is for (issue 30 item 3): everyone, visitors on their first visit to the store, or
 * shoppers who are not logged in.
 */
export const POPUP_AUDIENCES = ['all', 'first-visit', 'guests'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

/** The longest texts a pop-up may carry: the stored JSON and the back-office's form alike. */
export const POPUP_LIMITS = { title: 200, html: 20_000, btnText: 60 } as const;

/**
 * A page pattern of a pop-up: a store path (`/notebooks`), or a path and what lies under it
 * (`/notebooks/*`, `/*` for every page). No query, no fragment, no other wildcard.
 */
export function isPopupPagePattern(pattern: string): boolean {
  if (pattern === '/*') return true;
  const section = pattern.endsWith('/*');
  const path = section ? pattern.slice(0, -2) : pattern;
  // A section is under a path of its own: '//*' names none.
  if (section && path === '/') return false;
  return /^\/(?:[^\s*?#/]+(?:\/[^\s*?#/]+)*)?$/.test(path);
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The pop-up shows on `pathname`: it names no pages, or one of its patterns matches. */
export function popupShowsOn(pages: readonly string[] | undefined, pathname: string): boolean {
  if (!pages || pages.length === 0) return true;
  const path = trimSlash(pathname);
  return pages.some((pattern) => {
    if (pattern === '/*') return true;
    if (!pattern.endsWith('/*')) return trimSlash(pattern) === path;
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  });
}

/** A pop-up's schedule: it shows from `startsAt` (none: already) until `endsAt` (none: ever). */
export function popupLive(
  window: { startsAt: string | null; endsAt: string | null },
  now: number,
): boolean {
  return (
    (window.startsAt === null || Date.parse(window.startsAt) <= now) &&
    (window.endsAt === null || Date.parse(window.endsAt) > now)
  );
}

/**
 * The first visit of a visitor: decided on a tab's first page view, when the browser has no
 * trace of an earlier visit, and kept for that tab's session (sessionStorage); the browser then
 * remembers the visitor (localStorage). A browser that keeps nothing is never told it is a first
 * visit, so a first-visit pop-up does not show on every page of a private window.
 */
export const FIRST_VISIT_KEY = 'first-visit';
export const RETURNING_VISITOR_KEY = 'returning-visitor';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'length' | 'key'>>;

/**
 * A browser that already holds what the store keeps for a visitor (a session's token, a pop-up
 * closed) has been here before, also when it came before the first-visit flag existed.
 */
const EARLIER_VISIT_KEYS = [RETURNING_VISITOR_KEY, 'accessToken'];
const EARLIER_VISIT_PREFIXES = ['modal-entry-', 'modal-exit-'];

function hasVisitedBefore(local: FlagStorage): boolean {
  if (EARLIER_VISIT_KEYS.some((key) => local.getItem(key) !== null)) return true;
  for (let i = 0; i < (local.length ?? 0); i++) {
    const key = local.key?.(i);
    if (key && EARLIER_VISIT_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
  }
  return false;
}

export function isFirstVisit(session: FlagStorage | null, local: FlagStorage | null): boolean {
  if (!session || !local) return false;
  try {
    const known = session.getItem(FIRST_VISIT_KEY);
    if (known !== null) return known === '1';
    const first = !hasVisitedBefore(local);
    local.setItem(RETURNING_VISITOR_KEY, '1');
    session.setItem(FIRST_VISIT_KEY, first ? '1' : '0');
    return first;
  } catch {
    return false;
  }
}

/** The audience lets this visitor see the pop-up (`guest`: no customer is logged in). */
export function popupAudienceAdmits(
  audience: PopupAudience | undefined,
  visitor: { firstVisit: boolean; guest: boolean },
): boolean {
  if (audience === 'first-visit') return visitor.firstVisit;
  if (audience === 'guests') return visitor.guest;
  return true;
}

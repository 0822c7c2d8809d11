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

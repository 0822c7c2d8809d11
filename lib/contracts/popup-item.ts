import * as z from 'zod/mini';
import { POPUP_AUDIENCES, POPUP_TYPES } from '@/lib/domain/popups';

// Written with zod/mini: every store page asks for its pop-ups, and the browser checks the answer
// with this schema alone, a few kB instead of the whole of zod (ADR 0013).

/**
 * A pop-up's content as the API answers it: texts as text, `html` already sanitized on the
 * server, `image` and `link` only store paths or http(s) URLs. Every field may be missing.
 */
export const popupContent = z.object({
  title: z.optional(z.string()),
  html: z.optional(z.string()),
  image: z.optional(z.string()),
  link: z.optional(z.string()),
  btnText: z.optional(z.string()),
});
export type PopupContent = z.infer<typeof popupContent>;

/**
 * A content item (SPEC.md section 3): id, type (modal-entry, modal-exit), json; and, when the
 * content team narrowed them (issue 30 item 3), who sees it and the pages it shows on.
 */
export const contentItem = z.object({
  id: z.int(),
  type: z.enum(POPUP_TYPES),
  json: popupContent,
  /** Absent: everyone. */
  audience: z.optional(z.enum(POPUP_AUDIENCES)),
  /** Store paths (`/notebooks`, `/notebooks/*`); absent: every page. */
  pages: z.optional(z.array(z.string())),
});
export type ContentItem = z.infer<typeof contentItem>;

/** The answer of GET /content as the browser checks it (the route's contract lists the same items). */
export const contentItemList = z.array(contentItem);

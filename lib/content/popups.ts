import 'server-only';
import { z } from 'zod';
import { optionalText } from '@/components/content/blocks/define';
import { href, imageSrc } from '@/lib/contracts/links';
import type { PopupContent } from '@/lib/contracts/popups';
import { POPUP_LIMITS } from '@/lib/domain/popups';
import { sanitizeContentHtml } from './sanitize';

/**
 * A pop-up's JSON as the content team saved it (untrusted): texts of bounded length, HTML
 * sanitized here on the server, image and link only store paths or http(s) URLs.
 */
const storedPopup = z
  .object({
    title: optionalText(POPUP_LIMITS.title),
    html: z
      .string()
      .max(POPUP_LIMITS.html)
      .optional()
      .transform((v) => (v ? sanitizeContentHtml(v) : undefined)),
    image: imageSrc.optional(),
    link: href.optional(),
    btnText: optionalText(POPUP_LIMITS.btnText),
  })
  .refine((p) => p.title || p.html || p.image, { message: 'nothing to show' });

/**
 * The pop-up ready to be sent to the browser, or null (logged) when its JSON is malformed or
 * unsafe: like a broken page-builder block, a broken pop-up shows nothing.
 */
export function cleanPopup(id: number, json: unknown): PopupContent | null {
  const parsed = storedPopup.safeParse(json ?? {});
  if (parsed.success) {
    // Absent keys stay absent in the answer rather than travelling as undefined.
    return Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as PopupContent;
  }
  console.warn(`[popups] skipped content item ${id}: ${z.prettifyError(parsed.error)}`);
  return null;
}

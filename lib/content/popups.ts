import 'server-only';
import { z } from 'zod';
import { href, imageSrc, optionalText } from '@/components/content/blocks/define';
import type { PopupContent } from '@/lib/contracts/popups';
import { sanitizeContentHtml } from './sanitize';

/**
 * A pop-up's JSON as the content team saved it (untrusted): texts of bounded length, HTML
 * sanitized here on the server, image and link only store paths or http(s) URLs.
 */
const storedPopup = z
  .object({
    title: optionalText(200),
    html: z
      .string()
      .max(20_000)
      .optional()
      .transform((v) => (v ? sanitizeContentHtml(v) : undefined)),
    image: imageSrc.optional(),
    link: href.optional(),
    btnText: optionalText(60),
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

import { z } from 'zod';
import { href, imageSrc } from './links';
import {
  isPopupPagePattern,
  POPUP_AUDIENCES,
  POPUP_LIMITS,
  POPUP_TYPES,
} from '@/lib/domain/popups';
import { TRANSLATED_LOCALES } from '@/lib/domain/translations';
import { translatedText } from './back-office-fields';
import { optionalInstant } from './back-office-products';
import { dbId, msg, requiredText } from './common';

/** Where a pop-up stands now: showing, waiting for its start, past its end, or switched off. */
export const POPUP_STATUSES = ['active', 'scheduled', 'ended', 'inactive'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];

/** A link or image of a pop-up: a store path or an http(s) URL, none when blank. */
const optionalHref = (schema: typeof href) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(schema.optional());

/**
 * A pop-up's texts as the content team writes them: title, HTML (sanitized where it is shown),
 * image, link and its button's text; a blank one is none.
 */
const popupTexts = z
  .object({
    title: translatedText(POPUP_LIMITS.title),
    html: translatedText(POPUP_LIMITS.html),
    image: optionalHref(imageSrc),
    link: optionalHref(href),
    btnText: translatedText(POPUP_LIMITS.btnText),
  })
  .strict();
export type PopupTexts = z.output<typeof popupTexts>;

/** The Portuguese texts: a pop-up shows a title, some HTML or an image at least. */
const popupPortugueseTexts = popupTexts.refine((p) => p.title || p.html || p.image, {
  path: ['title'],
  message: 'backOffice.popups.empty',
});

/** A page pattern (`/notebooks`, `/notebooks/*`, `/*`), trimmed. */
const popupPage = z
  .string()
  .trim()
  .max(200, msg.tooLong)
  .refine(isPopupPagePattern, 'backOffice.popups.pageFormat');

/**
 * POST /admin/popups and PUT /admin/popups/{id}: an entry or exit pop-up, its name for the
 * team, switch, audience, the pages it shows on (none: all), when it starts and ends, its texts in
 * Portuguese and, optionally, in English (a blank English text shows the Portuguese).
 */
export const adminPopupBody = z
  .object({
    name: requiredText(120),
    type: z.enum(POPUP_TYPES, { message: msg.invalidValue }),
    active: z.boolean(),
    audience: z.enum(POPUP_AUDIENCES, { message: msg.invalidValue }),
    pages: z
      .array(popupPage)
      .max(50, 'backOffice.popups.tooManyPages')
      .transform((pages) => [...new Set(pages.filter(Boolean))]),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    content: popupPortugueseTexts,
    translations: z.partialRecord(z.enum(TRANSLATED_LOCALES), popupTexts).default({}),
  })
  .strict()
  .superRefine((popup, ctx) => {
    if (popup.startsAt && popup.endsAt && popup.endsAt <= popup.startsAt)
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'backOffice.campaigns.endBeforeStart',
      });
  });
export type AdminPopupBody = z.input<typeof adminPopupBody>;
export type AdminPopupValues = z.output<typeof adminPopupBody>;

export const adminPopupParams = z.object({ id: dbId }).strict();

/** /admin/popups?editar={id} or ?novo=1. */
export const adminPopupEditQuery = z
  .object({ editar: dbId.optional(), novo: z.literal('1').optional() })
  .strict();

/** A pop-up's texts, in the order the back-office's form shows them. */
export const POPUP_TEXT_FIELDS = ['title', 'html', 'image', 'link', 'btnText'] as const;

/** The texts as stored, and as the storefront's pop-up gets them: only those written. */
const storedTexts = z.object({
  title: z.string().optional(),
  html: z.string().optional(),
  image: z.string().optional(),
  link: z.string().optional(),
  btnText: z.string().optional(),
});

/** A pop-up as the back-office lists and edits it (its HTML as written, not yet sanitized). */
export const adminPopup = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(POPUP_TYPES),
  active: z.boolean(),
  audience: z.enum(POPUP_AUDIENCES),
  pages: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  content: storedTexts,
  translations: z.partialRecord(z.enum(TRANSLATED_LOCALES), storedTexts),
  status: z.enum(POPUP_STATUSES),
  updatedAt: z.string(),
});
export type AdminPopup = z.infer<typeof adminPopup>;

/**
 * POST /admin/popups/preview: the pop-up's texts as a shopper of `locale` would see them, with
 * its HTML sanitized as the storefront does; nothing is saved.
 */
export const popupPreviewBody = z
  .object({
    content: popupPortugueseTexts,
    translations: z.partialRecord(z.enum(TRANSLATED_LOCALES), popupTexts).default({}),
    locale: z.enum(['pt', ...TRANSLATED_LOCALES], { message: msg.invalidValue }),
  })
  .strict();
export type PopupPreviewBody = z.input<typeof popupPreviewBody>;
/** The preview's answer: the texts GET /content would carry (popupContent's fields). */
export const popupPreview = storedTexts;

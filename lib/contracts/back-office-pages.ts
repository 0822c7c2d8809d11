import { z } from 'zod';
import { HOME_PAGE_URL, isReservedPath, PAGE_STATUSES } from '@/lib/domain/store-pages';
import { TRANSLATED_LOCALES } from '@/lib/domain/translations';
import { optionalText, STORE_PATH, translatedText } from './back-office-fields';
import { dbId, msg, requiredText } from './common';
import { block, contentPage, pageTranslations } from './content';

/** The most blocks one page may hold, nested ones counted (a page is read whole on each view). */
export const PAGE_BLOCKS_MAX = 200;

/**
 * A content page's address without its leading slash: lowercase words and hyphens, "/" between
 * levels; none of the storefront's own routes.
 */
export const pageUrl = requiredText(200)
  .transform((v) => v.replace(/^\/+/, ''))
  .pipe(
    z
      .string()
      .regex(STORE_PATH, 'backOffice.products.urlFormat')
      .refine((v) => v === HOME_PAGE_URL || !isReservedPath(v), 'backOffice.pages.urlReserved'),
  );

const countBlocks = (blocks: { children?: unknown[] }[]): number =>
  blocks.reduce(
    (n, b) => n + 1 + (Array.isArray(b.children) ? countBlocks(b.children as never) : 0),
    0,
  );

/**
 * What the editor saves: the page's name, address, visibility, search-engine texts and its tree
 * of blocks. A draft may hold blocks that are not valid yet (the editor is mid-way); publishing
 * checks each against its schema in the block registry.
 */
export const pageDraft = z.object({
  name: requiredText(255),
  url: pageUrl,
  visible: z.boolean(),
  metaTitle: optionalText(255),
  metaKeywords: optionalText(1000),
  metaDescription: optionalText(1000),
  blocks: z
    .array(block)
    .refine((blocks) => countBlocks(blocks) <= PAGE_BLOCKS_MAX, 'backOffice.pages.tooManyBlocks'),
  /** The name and search texts in other languages (issue 30 item 2). */
  translations: z
    .partialRecord(
      z.enum(TRANSLATED_LOCALES),
      z
        .object({
          name: translatedText(255),
          metaTitle: translatedText(255),
          metaKeywords: translatedText(1000),
          metaDescription: translatedText(1000),
        })
        .strict(),
    )
    .default({}),
});
export type PageDraft = z.output<typeof pageDraft>;
export type PageDraftInput = z.input<typeof pageDraft>;

/** POST /admin/pages: a new page, not on the storefront until it is published. */
export const pageCreateBody = z.object({ name: requiredText(255), url: pageUrl }).strict();
export type PageCreateBody = z.infer<typeof pageCreateBody>;

export const pageParams = z.object({ id: dbId });
export const pageVersionParams = z.object({ id: dbId, version: dbId });

/** PUT /admin/pages/{id}/draft: the draft, based on the revision the editor last read. */
export const pageDraftBody = z
  .object({ revision: z.number().int().min(0, msg.invalidValue), draft: pageDraft })
  .strict();
export type PageDraftBody = z.input<typeof pageDraftBody>;

/**
 * POST /admin/pages/{id}/publish: now, or at a later time (ISO 8601 with its offset); with the
 * draft's revision the editor last saw, a draft saved by someone else since is not published.
 */
export const pagePublishBody = z
  .object({
    at: z.iso.datetime({ offset: true, message: msg.invalidDate }).optional(),
    revision: z.number().int().min(0, msg.invalidValue).optional(),
  })
  .strict();
export type PagePublishBody = z.infer<typeof pagePublishBody>;

/** One page of the store's list. */
export const pageSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  status: z.enum(PAGE_STATUSES),
  visible: z.boolean(),
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PageSummary = z.infer<typeof pageSummary>;

/**
 * A page as the editor opens it: the draft it works on (the published page when there is none),
 * its revision, and what would stop it from being published, by field (`blocks.0.props.url`), in
 * the caller's language.
 */
export const pageEditorView = pageSummary.extend({
  publishedAt: z.string().nullable(),
  revision: z.number().int(),
  draft: contentPage
    .pick({
      name: true,
      url: true,
      visible: true,
      metaTitle: true,
      metaKeywords: true,
      metaDescription: true,
    })
    .extend({ blocks: z.array(block), translations: pageTranslations }),
  problems: z.record(z.string(), z.array(z.string())),
});
export type PageEditorView = z.infer<typeof pageEditorView>;

/** One publication in a page's history. */
export const pageVersion = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  by: z.string(),
  name: z.string(),
  url: z.string(),
  blocks: z.number().int(),
});
export type PageVersion = z.infer<typeof pageVersion>;

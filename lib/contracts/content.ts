import { z } from 'zod';
import type { Locale } from '@/lib/domain/money';
import {
  isTranslatedLocale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@/lib/domain/translations';

/**
 * One page-builder block: `{ type, props, children }`; each block validates its own props. Its
 * `translations` are partial props per language, laid over `props` for a shopper in that
 * language (withTranslation): the texts the store translated, the Portuguese elsewhere.
 */
export type Block = {
  type: string;
  props?: Record<string, unknown>;
  children?: Block[];
  translations?: Partial<Record<TranslatedLocale, Record<string, unknown>>>;
};
export const block: z.ZodType<Block, Block> = z
  .lazy(() =>
    z.object({
      type: z.string(),
      props: z.record(z.string(), z.unknown()).optional(),
      children: z.array(block).optional(),
      translations: z
        .partialRecord(z.enum(TRANSLATED_LOCALES), z.record(z.string(), z.unknown()))
        .optional(),
    }),
  )
  .meta({ id: 'Block' });
export const pageContent = z.object({ blocks: z.array(block) });
export type PageContent = z.infer<typeof pageContent>;

/** A page's own texts in a language of TRANSLATED_LOCALES; a missing one is the Portuguese. */
export const pageTexts = z.object({
  name: z.string().optional(),
  metaTitle: z.string().optional(),
  metaKeywords: z.string().optional(),
  metaDescription: z.string().optional(),
});
export type PageTexts = z.infer<typeof pageTexts>;
export const pageTranslations = z.partialRecord(z.enum(TRANSLATED_LOCALES), pageTexts);
export type PageTranslations = z.infer<typeof pageTranslations>;

export const contentPage = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  visible: z.boolean(),
  metaTitle: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** Its name and search texts in other languages; none translated when absent. */
  translations: pageTranslations.optional(),
  json: z.unknown(),
});
export type ContentPage = z.infer<typeof contentPage>;

/** A page's name and search texts as a shopper in `locale` reads them (the Portuguese where the
 * store wrote no translation). */
export function pageInLocale<P extends Omit<ContentPage, 'id' | 'json' | 'url' | 'visible'>>(
  page: P,
  locale: Locale,
): P {
  if (!isTranslatedLocale(locale)) return page;
  const texts = page.translations?.[locale];
  if (!texts) return page;
  return {
    ...page,
    name: texts.name || page.name,
    metaTitle: texts.metaTitle || page.metaTitle,
    metaKeywords: texts.metaKeywords || page.metaKeywords,
    metaDescription: texts.metaDescription || page.metaDescription,
  };
}

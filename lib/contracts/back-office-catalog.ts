import { z } from 'zod';
import { optionalText, wholeNumber } from './back-office-fields';
import { dbId, msg, requiredText } from './common';

/** A category's own part of its URL: lowercase words and hyphens ('ultrafinos'). */
const slug = requiredText(100).regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'backOffice.categories.slugFormat',
);

/**
 * A category as the back-office edits it: its name, its part of the URL, a description, where
 * it hangs in the tree (none: the top level) and whether shoppers see it. Its URL is its
 * parent's and its slug ('notebooks/ultrafinos'); a move or a new slug leaves redirects.
 */
export const adminCategoryBody = z
  .object({
    name: requiredText(255),
    slug,
    description: optionalText(2000),
    parentId: z
      .union([z.literal(''), z.null(), dbId])
      .transform((value) => (value === '' ? null : value)),
    visible: z.boolean(),
  })
  .strict();
export type AdminCategoryBody = z.input<typeof adminCategoryBody>;
export type AdminCategoryValues = z.output<typeof adminCategoryBody>;

export const adminCategoryParams = z.object({ id: dbId }).strict();

/** PUT /admin/categories/order: the children of one parent (none: the top), in their new order. */
export const adminCategoryOrderBody = z
  .object({ parentId: dbId.nullable(), ids: z.array(dbId).min(1).max(500, msg.invalidValue) })
  .strict();

export const adminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  visible: z.boolean(),
  /** Products in the category itself. */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const ATTRIBUTE_TYPES = ['select', 'text'] as const;

/**
 * An attribute as the back-office edits it: its code (in filter URLs, fixed once created), name,
 * type (options to choose from, or a text per product), whether listings filter by it, whether a
 * product may have several of its options, its place among the others, and its options in order
 * (an existing one by its id, so renaming it keeps the products that have it).
 */
export const adminAttributeBody = z
  .object({
    code: requiredText(64).regex(/^[a-z0-9_-]{1,64}$/, 'backOffice.attributes.codeFormat'),
    name: requiredText(255),
    type: z.enum(ATTRIBUTE_TYPES, { message: msg.invalidValue }),
    filterable: z.boolean(),
    isList: z.boolean(),
    sortOrder: wholeNumber(10_000),
    options: z
      .array(z.object({ id: dbId.nullable().default(null), name: requiredText(255) }).strict())
      .max(500, msg.invalidValue),
  })
  .strict()
  .superRefine((attribute, ctx) => {
    if (attribute.type === 'select' && attribute.options.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'backOffice.attributes.optionsRequired',
      });
    if (attribute.type === 'text' && attribute.options.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'backOffice.attributes.noOptions',
      });
    const names = attribute.options.map((o) => o.name.toLocaleLowerCase('pt-BR'));
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'name'],
          message: 'backOffice.attributes.optionRepeated',
        });
    });
  });
export type AdminAttributeBody = z.input<typeof adminAttributeBody>;
export type AdminAttributeValues = z.output<typeof adminAttributeBody>;

export const adminAttributeParams = z.object({ id: dbId }).strict();

export const adminAttribute = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  filterable: z.boolean(),
  isList: z.boolean(),
  sortOrder: z.number().int(),
  options: z.array(
    z.object({ id: z.number().int(), name: z.string(), productCount: z.number().int() }),
  ),
  /** Products with a value of it. */
  productCount: z.number().int(),
});
export type AdminAttribute = z.infer<typeof adminAttribute>;

/** /admin/categorias?editar={id} or ?nova={parent id}: what the form beside the tree holds. */
export const adminCategoryEditQuery = z
  .object({ editar: dbId.optional(), nova: dbId.optional() })
  .strict();

/** /admin/atributos?editar={id} or ?novo=1. */
export const adminAttributeEditQuery = z
  .object({ editar: dbId.optional(), novo: z.literal('1').optional() })
  .strict();

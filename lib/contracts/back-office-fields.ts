import { z } from 'zod';
import { msg, requiredText } from './common';

/** The largest price a product may have: R$ 9.999.999,99 (cents fit the database's integer). */
export const MAX_REAIS = 9_999_999.99;

/**
 * An amount in reais as a form types it ('2.699,90', '2699,90', '2699.90') or an API sends it
 * (2699.9): the number of reais, two decimals at most.
 */
export const reaisInput = z
  .union([z.number(), z.string().trim()], { message: msg.required })
  .transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const text = value.replace(/^R\$\s*/, '');
    // '2.699,90': dots group thousands; '2699.90' (no comma): the dot is the decimal mark.
    const normal = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
    if (text === '' || !/^\d+(?:\.\d{1,2})?$/.test(normal)) {
      ctx.addIssue({
        code: 'custom',
        message: text === '' ? msg.required : 'backOffice.products.priceFormat',
      });
      return z.NEVER;
    }
    return Number(normal);
  })
  .pipe(
    z
      .number()
      .min(0, 'backOffice.products.priceFormat')
      .max(MAX_REAIS, 'backOffice.products.priceFormat'),
  );

/** An optional amount: empty is none (a cash price left to the store's Pix discount). */
export const optionalReais = z
  .union([z.literal(''), z.null(), reaisInput])
  .transform((value) => (value === '' || value === null ? null : value));

/** A whole number from a field ('12') or JSON (12); empty is none where allowed. */
export const wholeNumber = (max: number) =>
  z.coerce
    .number({ message: msg.invalidValue })
    .int(msg.invalidValue)
    .min(0, msg.invalidValue)
    .max(max, msg.invalidValue);

/** A text that may stay empty (then stored as none). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg.tooLong)
    .transform((value) => value || null)
    .nullable();

/** A text that may be left blank, as translations are: trimmed, none when blank (the Portuguese then shows). */
export const translatedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg.tooLong)
    .optional()
    .transform((v) => v || undefined);

/** A product's SKU as the store keys it (the CSV's, the ERP's and the editor's references). */
export const productSku = requiredText(64).regex(
  /^[A-Za-z0-9._/-]+$/,
  'backOffice.products.skuFormat',
);

/**
 * A store address as products and content pages have it, without its slash: lowercase words and
 * hyphens, "/" between levels ('notebook-gamer-15', 'institucional/trocas').
 */
export const STORE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

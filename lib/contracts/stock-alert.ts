import { z } from 'zod';
import { msg, NAME_MAX, requiredEmail, requiredText } from './common';

/** Form fields arrive as strings from form posts and as booleans from JSON. */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/**
 * Stock-alert form of SPEC.md sections 3 and 5 ('Avise-me quando chegar'): name required, at most
 * 255; e-mail required, valid, at most 255; newsletter opt-in; the product asked for.
 */
export const stockAlertForm = z
  .object({
    name: requiredText(NAME_MAX),
    email: requiredEmail,
    newsletter: checkbox,
    product: z.coerce.number({ message: msg.invalidValue }).int().positive(),
  })
  .strict();
export type StockAlertForm = z.input<typeof stockAlertForm>;

import { z } from 'zod';
import { msg, NAME_MAX, requiredEmail, requiredText } from './common';
import { NEWSLETTER_AREAS } from '@/lib/domain/newsletter';
import { phoneField } from './customer';

/** Nothing chosen is 'Campo obrigatório'; a value that is not an area is 'Valor inválido'. */
const area = z
  .string({ message: msg.required })
  .trim()
  .min(1, msg.required)
  .pipe(z.enum(NEWSLETTER_AREAS, { message: msg.invalidValue }));

/**
 * The newsletter sign-up form (SPEC.md section 5): name required, at most 255; e-mail required,
 * valid, at most 255; interest required; phone/WhatsApp required, masked (99)99999-9999.
 */
export const newsletterForm = z.object({
  name: requiredText(NAME_MAX),
  email: requiredEmail,
  area_de_interesse: area,
  phone: phoneField,
});
export type NewsletterForm = z.input<typeof newsletterForm>;

/**
 * POST /customer/newsletter (SPEC.md section 7): the form's fields, with the phone and interest
 * also under `additionalInformation` as `whatsapp` and `occupation`, the way the store sends them.
 */
export const newsletterBody = newsletterForm
  .extend({
    additionalInformation: z
      .object({
        whatsapp: z.string().trim().max(20, msg.tooLong).optional(),
        occupation: area.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type NewsletterBody = z.input<typeof newsletterBody>;

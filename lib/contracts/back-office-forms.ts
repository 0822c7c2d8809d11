import { z } from 'zod';
import { slugify } from '@/lib/domain/text';
import { dbId, msg, requiredEmail, requiredText } from './common';
import {
  CONTACT_FIELDS_MAX,
  CONTACT_FORM_KEY,
  contactFieldTypes,
  contactFormField,
} from './contact';

/**
 * A field's or an option's id, as the messages received keep it: anything without spaces. A form
 * made before the back-office may have ids of its own ('purchaseDate', '50+'): they are kept as
 * they are, so that its messages go on naming their lines.
 */
export const CONTACT_FIELD_ID = /^\S{1,64}$/;

/** The widths the builder offers for a field in the form's 12-column row, widest first. */
export const CONTACT_FIELD_SIZES = [12, 9, 8, 6, 4, 3] as const;

/**
 * The ids the inbox reads who wrote from (contactSender): a field asking for a name or a phone
 * gets them when its id is left blank.
 */
const SENDER_IDS: Record<string, string> = {
  nome: 'name',
  'nome-completo': 'name',
  'seu-nome': 'name',
  telefone: 'phone',
  celular: 'phone',
  whatsapp: 'phone',
  'telefone-celular': 'phone',
};

/** An id left blank takes one made from the text it stands for ('Área de atuação' → area-de-atuacao). */
const idFrom = (id: string | undefined, text: string, sender = false) => {
  const given = (id ?? '').trim();
  if (given) return given;
  const slug = slugify(text).slice(0, 64);
  if (sender && SENDER_IDS[slug]) return SENDER_IDS[slug];
  return /^[a-z]/.test(slug) ? slug : `campo-${slug}`.slice(0, 64);
};

const contactOption = z
  .object({ id: z.string().max(64, msg.tooLong).optional(), name: requiredText(120) })
  .strict()
  .transform((o) => ({ id: idFrom(o.id, o.name), name: o.name }));

/**
 * One field as the content team builds it: what it asks (its placeholder, also its name in the
 * messages), its kind, whether it is required, its width, and a select's options. Its id is
 * what the messages keep; left blank it is made from the placeholder.
 */
const contactFieldInput = z
  .object({
    id: z.string().max(64, msg.tooLong).optional(),
    type: z.enum(contactFieldTypes, { message: msg.invalidValue }),
    placeholder: requiredText(120),
    required: z.boolean(),
    size: z.coerce
      .number({ message: msg.invalidValue })
      .int(msg.invalidValue)
      .min(1, msg.invalidValue)
      .max(12, msg.invalidValue),
    options: z.array(contactOption).max(50, 'backOffice.forms.tooManyOptions').optional(),
  })
  .strict()
  .transform(({ options, ...field }) => ({
    ...field,
    id: idFrom(field.id, field.placeholder, true),
    // Only a select has options.
    ...(field.type === 'select' ? { options: options ?? [] } : {}),
  }))
  .superRefine((field, ctx) => {
    if (!CONTACT_FIELD_ID.test(field.id))
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'backOffice.forms.fieldIdFormat' });
    if (field.type !== 'select') return;
    if (field.options!.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'backOffice.forms.noOptions' });
    const ids = field.options!.map((o) => o.id);
    if (ids.some((id, i) => ids.indexOf(id) !== i))
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'backOffice.forms.optionIds' });
    else if (ids.some((id) => !CONTACT_FIELD_ID.test(id)))
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'backOffice.forms.fieldIdFormat',
      });
  });

/**
 * POST /admin/forms and PUT /admin/forms/{id}: a contact form as the content team builds it —
 * its name, the key pages name it by, who receives its messages, and its fields in order (ids
 * unique in the form). A field stored is one GET /contactform/{id} answers (contactFormField).
 */
export const adminContactFormBody = z
  .object({
    name: requiredText(120),
    key: z
      .string({ message: msg.required })
      .trim()
      .toLowerCase()
      .min(1, msg.required)
      .regex(CONTACT_FORM_KEY, 'backOffice.forms.keyFormat'),
    recipientEmail: requiredEmail,
    fields: z
      .array(contactFieldInput.pipe(contactFormField))
      .min(1, 'backOffice.forms.noFields')
      .max(CONTACT_FIELDS_MAX, 'backOffice.forms.tooManyFields'),
  })
  .strict()
  .superRefine((form, ctx) => {
    const ids = form.fields.map((f) => f.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'id'],
          message: 'backOffice.forms.fieldIdTaken',
        });
    });
  });
export type AdminContactFormBody = z.input<typeof adminContactFormBody>;
export type AdminContactFormValues = z.output<typeof adminContactFormBody>;

export const adminContactFormParams = z.object({ id: dbId }).strict();

/** A contact form as the back-office lists and edits it, with how many messages it received. */
export const adminContactForm = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string().nullable(),
  recipientEmail: z.string(),
  fields: z.array(contactFormField),
  messages: z.number().int(),
});
export type AdminContactForm = z.infer<typeof adminContactForm>;

import { z } from 'zod';
import { MAX_DB_INTEGER } from '@/lib/domain/listing-url';
import { dbId, msg } from './common';

/** Texts of the contact form, call-me-back and service dialogs: keys under `contact.*`. */
export const contactMsg = {
  required: 'contact.form.required',
  invalidEmail: 'contact.form.invalidEmail',
  invalidDate: 'contact.form.invalidDate',
  invalidOption: 'contact.form.invalidOption',
  tooLong: 'contact.form.tooLong',
  areaCode: 'contact.callback.areaCode',
  phoneMax: 'contact.callback.phoneMax',
  phoneRequired: 'contact.callback.phoneRequired',
} as const;

/** The most a field of each kind takes: a line of text, or a message. */
export const CONTACT_TEXT_MAX = 255;
export const CONTACT_TEXTAREA_MAX = 5000;
export const CONTACT_FIELDS_MAX = 50;

export const contactFieldTypes = ['text', 'email', 'date', 'textarea', 'select'] as const;

/** One field of a contact form (SPEC.md section 3): its width is `size` of a 12-column grid. */
export const contactFormField = z.object({
  id: z.string(),
  type: z.enum(contactFieldTypes),
  placeholder: z.string(),
  required: z.boolean(),
  size: z.number().int().min(1).max(12),
  options: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type ContactFormField = z.infer<typeof contactFormField>;

/** GET /contactform/{id}: the form as a page shows it (where its messages go is not said). */
export const contactForm = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  name: z.string(),
  fields: z.array(contactFormField),
});
export type ContactForm = z.infer<typeof contactForm>;

/** A form's key (`contato`): lower-case letters, digits and hyphens. */
export const CONTACT_FORM_KEY = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * A form by its id (`7`, also written '7' in a path) or its key (`contato`): the page builder and
 * GET /contactform/{id} name it either way.
 */
export const contactFormRef = z
  .union([z.number(), z.string().trim().toLowerCase()])
  .transform((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v))
  .pipe(
    z.union([z.number().int().positive().max(MAX_DB_INTEGER), z.string().regex(CONTACT_FORM_KEY)]),
  );
export type ContactFormRef = z.output<typeof contactFormRef>;

export const contactFormParams = z.object({ id: contactFormRef });

/** POST /contactform/contact (SPEC.md section 7); each value is checked against the stored form. */
export const contactMessageBody = z
  .object({
    contactForm: dbId,
    conversion_url: z.string().trim().max(2048, msg.tooLong).optional(),
    fields: z
      .array(
        z
          .object({
            id: z.string().trim().min(1).max(64),
            value: z.string().max(CONTACT_TEXTAREA_MAX, msg.tooLong),
          })
          .strict(),
      )
      .max(CONTACT_FIELDS_MAX),
  })
  .strict();
export type ContactMessageBody = z.input<typeof contactMessageBody>;

/** A field that does not pass, the first reason only: a `contact.form.*` key and its field. */
export type ContactFieldIssue = {
  id: string;
  key: (typeof contactMsg)[keyof typeof contactMsg] | typeof msg.unknownField;
  placeholder: string;
};

const email = z.email();
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

function fieldIssue(field: ContactFormField, value: string): ContactFieldIssue['key'] | null {
  if (value === '') return field.required ? contactMsg.required : null;
  const max = field.type === 'textarea' ? CONTACT_TEXTAREA_MAX : CONTACT_TEXT_MAX;
  if (value.length > max) return contactMsg.tooLong;
  if (field.type === 'email' && !email.safeParse(value).success) return contactMsg.invalidEmail;
  if (field.type === 'date' && !isDate(value)) return contactMsg.invalidDate;
  if (field.type === 'select' && !field.options?.some((o) => o.id === value))
    return contactMsg.invalidOption;
  return null;
}

/**
 * The values of a contact form checked against its fields, in the form's order: the issues (the
 * first one is the message to show, SPEC.md section 5) and the trimmed values of the fields
 * filled. A value for no field of the form, or a second value for one, is an issue too. The form
 * on the page and the API both check with this.
 */
export function checkContactValues(
  fields: readonly ContactFormField[],
  values: readonly { id: string; value: string }[],
): { issues: ContactFieldIssue[]; values: { id: string; value: string }[] } {
  const given = new Map<string, string>();
  const issues: ContactFieldIssue[] = [];
  for (const { id, value } of values) {
    if (given.has(id) || !fields.some((f) => f.id === id))
      issues.push({ id, key: msg.unknownField, placeholder: id });
    else given.set(id, value.trim());
  }
  const clean: { id: string; value: string }[] = [];
  for (const field of fields) {
    const value = given.get(field.id) ?? '';
    const issue = fieldIssue(field, value);
    if (issue) issues.push({ id: field.id, key: issue, placeholder: field.placeholder });
    else if (value !== '') clean.push({ id: field.id, value });
  }
  // Unknown fields come after the form's own: the shopper's first mistake is shown first.
  issues.sort((a, b) => Number(a.key === msg.unknownField) - Number(b.key === msg.unknownField));
  return { issues, values: clean };
}

/**
 * A contact form's values as its page holds them (`values[i]` for its i-th field), checked with
 * checkContactValues like the API: the first failing field alone (SPEC.md section 5), with its
 * `contact.form.*` key (the page puts the field's placeholder into it).
 */
export const contactFormValues = (fields: readonly ContactFormField[]) =>
  z.object({ values: z.array(z.string()) }).superRefine(({ values }, ctx) => {
    const given = fields.map((field, i) => ({ id: field.id, value: values[i] ?? '' }));
    const [issue] = checkContactValues(fields, given).issues;
    if (!issue) return;
    const index = fields.findIndex((field) => field.id === issue.id);
    ctx.addIssue({ code: 'custom', path: ['values', index], message: issue.key });
  });

/** Digits a shopper may type with spaces, dots, dashes or brackets: only the digits count. */
const phoneDigits = (v: string) => v.replace(/[\s().-]/g, '');

/**
 * Call-me-back (SPEC.md section 5): area code required, at most 3 ('Informe o DDD'); phone
 * required ('Informe o número'), at most 10 digits ('Informe no máximo 10 dígitos'). Digits only.
 */
export const clickToCallBody = z
  .object({
    target: z.enum(['support']),
    areaCode: z
      .string({ message: contactMsg.areaCode })
      .transform(phoneDigits)
      .pipe(z.string().regex(/^\d{1,3}$/, contactMsg.areaCode)),
    phone: z
      .string({ message: contactMsg.phoneRequired })
      .transform(phoneDigits)
      .pipe(
        z
          .string()
          .min(1, contactMsg.phoneRequired)
          .max(10, contactMsg.phoneMax)
          .regex(/^\d*$/, contactMsg.phoneRequired),
      ),
  })
  .strict();
export type ClickToCallBody = z.input<typeof clickToCallBody>;

/** A field's value as people read it: a select's option by its name, anything else as typed. */
export const shownContactValue = (field: ContactFormField, value: string): string =>
  field.type === 'select' ? (field.options?.find((o) => o.id === value)?.name ?? value) : value;

/**
 * Who sent a contact form's values: the value of its (first) e-mail field in lower case, as
 * e-mails are compared, of the field named `name` and of the one named `phone`, each null when
 * the form has none or it was left empty; `fieldIds`, the fields read. The confirmation e-mail
 * goes to that address; the inbox shows them as the item's sender, not among its lines.
 */
export function contactSender(
  fields: readonly ContactFormField[],
  values: readonly { id: string; value: string }[],
): { name: string | null; email: string | null; phone: string | null; fieldIds: string[] } {
  const valueOf = (id: string | undefined) =>
    values.find((v) => v.id === id && v.value !== '')?.value ?? null;
  const emailField = fields.find((f) => f.type === 'email')?.id;
  const email = valueOf(emailField);
  return {
    name: valueOf('name'),
    email: email === null ? null : email.trim().toLowerCase(),
    phone: valueOf('phone'),
    fieldIds: [emailField, 'name', 'phone'].filter((id): id is string => id !== undefined),
  };
}

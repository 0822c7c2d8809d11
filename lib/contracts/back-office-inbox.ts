import { z } from 'zod';
import { INBOX_KINDS, INBOX_STATUSES, NEWSLETTER_CONSENT_SOURCES } from '@/lib/domain/inbox';
import { nationalPhoneDigits } from '@/lib/domain/masks';
import { dbId, EMAIL_MAX, msg } from './common';

/**
 * GET /admin/inbox: what shoppers sent the store (issue 30 item 6), newest first, 25 a page.
 * `assignee`: an operator's id, or `none` for the items nobody has. `q`: a name, e-mail or phone.
 */
export const inboxListQuery = z
  .object({
    kind: z.enum(INBOX_KINDS).optional(),
    status: z.enum(INBOX_STATUSES).optional(),
    assignee: z.union([z.literal('none'), dbId]).optional(),
    q: z.string().trim().max(255, msg.tooLong).optional(),
    page: z.coerce.number().int().positive().max(100_000).optional(),
  })
  .strict();
export type InboxListQuery = z.infer<typeof inboxListQuery>;

/** An operator of the store, as the inbox names who has an item. */
export const inboxOperator = z.object({ id: z.number().int(), name: z.string() });

/** One thing a shopper sent: who, what about (its lines, labelled), and where the team stands. */
export const inboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  receivedAt: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The form's name, the product awaited, the interest, or the team to call back. */
  subject: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  handledAt: z.string().nullable(),
  assignee: inboxOperator.nullable(),
  /** A newsletter lead's consent (LGPD): when and on which form; null for the other kinds. */
  consent: z.object({ at: z.string(), source: z.enum(NEWSLETTER_CONSENT_SOURCES) }).nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxList = z.object({
  items: z.array(inboxItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The operators an item can be given to (active ones who open the inbox). */
  operators: z.array(inboxOperator),
});
export type InboxList = z.infer<typeof inboxList>;

export const inboxItemParams = z.object({ kind: z.enum(INBOX_KINDS), id: dbId }).strict();

/** PATCH /admin/inbox/{kind}/{id}: handled or open again, and who has it (null: nobody). */
export const inboxItemChangeBody = z
  .object({
    handled: z.boolean({ message: msg.invalidValue }),
    assigneeId: dbId.nullable(),
  })
  .partial()
  .strict();
export type InboxItemChangeBody = z.input<typeof inboxItemChangeBody>;

/** A national phone: area code and 8 or 9 digits. */
const NATIONAL_PHONE = /^\d{10,11}$/;

/** The phone an erasure can look for, from how an item shows it; null when it is not one. */
export function erasablePhone(phone: string | null): string | null {
  const digits = phone === null ? '' : nationalPhoneDigits(phone);
  return NATIONAL_PHONE.test(digits) ? digits : null;
}

/**
 * POST /admin/inbox/erase: a person's data erased on their request (LGPD art. 18): everything the
 * store keeps under their e-mail and, when given, their phone.
 */
export const inboxEraseBody = z
  .object({
    email: z
      .string({ message: msg.invalidEmail })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, msg.tooLong)
      .pipe(z.email({ message: msg.invalidEmail }))
      .nullable()
      .optional(),
    phone: z
      .string({ message: msg.invalidPhone })
      .transform(nationalPhoneDigits)
      .pipe(z.string().regex(NATIONAL_PHONE, msg.invalidPhone))
      .nullable()
      .optional(),
  })
  .strict()
  .refine((body) => body.email || body.phone, {
    message: 'backOffice.inbox.emailOrPhone',
    path: ['email'],
  });
export type InboxEraseBody = z.input<typeof inboxEraseBody>;

/** How many records of each kind were erased (the kept e-mails to them included). */
export const inboxErased = z.object({
  contact: z.number().int(),
  callback: z.number().int(),
  newsletter: z.number().int(),
  stockAlert: z.number().int(),
  emails: z.number().int(),
});
export type InboxErased = z.infer<typeof inboxErased>;

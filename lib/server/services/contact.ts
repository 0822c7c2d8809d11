import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkContactValues,
  contactSender,
  shownContactValue,
  contactFormField,
  type clickToCallBody,
  type ContactForm,
  type ContactFormRef,
  type contactMessageBody,
} from '@/lib/contracts/contact';
import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import { intlLocale } from '@/lib/i18n/config';
import { message } from '@/lib/i18n/messages';
import { callbackEmail, contactConfirmationEmail, contactFormEmail } from '@/lib/mail/emails';
import type { Db } from '@/lib/server/db/client';
import {
  clickToCallRequests,
  companies,
  contactForms,
  contactMessages,
} from '@/lib/server/db/schema';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/server/http/errors';
import { spend } from '@/lib/server/security/limits';
import type { ServiceContext } from './context';
import { queueEmail } from './outbox';

type Client = { address: string };

/** A form of this store by its id or key, with where its messages go; 404 when there is none. */
async function loadForm(db: Db, ctx: ServiceContext, ref: ContactFormRef) {
  const [row] = await db
    .select()
    .from(contactForms)
    .where(
      and(
        eq(contactForms.tenantId, ctx.tenantId),
        typeof ref === 'number' ? eq(contactForms.id, ref) : eq(contactForms.key, ref),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError('contact.form.notFound');
  const form: ContactForm = {
    id: row.id,
    key: row.key,
    name: row.name,
    // Fields the stored JSON gets wrong are left out rather than breaking the whole form.
    fields: (Array.isArray(row.fields) ? row.fields : []).flatMap((f) => {
      const field = contactFormField.safeParse(f);
      return field.success ? [field.data] : [];
    }),
  };
  return { form, recipient: row.recipientEmail };
}

/** GET /contactform/{id}: a form of this store by its id or key, without its recipient. */
export async function getContactForm(
  db: Db,
  ctx: ServiceContext,
  ref: ContactFormRef,
): Promise<ContactForm> {
  return (await loadForm(db, ctx, ref)).form;
}

async function storeName(db: Db, tenantId: number) {
  const [row] = await db
    .select({ name: companies.name, settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, tenantId));
  return { name: row?.name ?? '', email: row?.settings.contacts.email ?? null };
}

/**
 * POST /contactform/contact: the values are checked against the stored form (required fields,
 * e-mails, dates, options, lengths; nothing it does not ask for), kept in contact_messages and
 * e-mailed to the form's recipient through the outbox. A 422 names the first failing field in its
 * message ('Campo Nome obrigatório.') and every failing field in `errors`. Each accepted message
 * writes an e-mail: RATE_POLICIES.contact limits them per address (a refused one does not count).
 */
export async function sendContactMessage(
  db: Db,
  ctx: ServiceContext,
  input: z.output<typeof contactMessageBody>,
  client: Client,
): Promise<void> {
  const attempt = await spend(ctx, 'contact', { address: client.address });
  const { form, recipient } = await loadForm(db, ctx, input.contactForm).catch(async (error) => {
    await attempt.refund();
    throw error;
  });
  const checked = checkContactValues(form.fields, input.fields);
  if (checked.issues.length > 0) {
    await attempt.refund();
    const errors = Object.create(null) as FieldErrors;
    for (const issue of checked.issues)
      (errors[issue.id] ??= []).push(
        message(issue.key, { placeholder: issue.placeholder, field: issue.id }),
      );
    throw new ValidationError(errors[checked.issues[0]!.id]![0]!, errors);
  }
  const store = await storeName(db, ctx.tenantId);
  const values = { store: store.name, form: oneLine(form.name), url: input.conversion_url ?? '' };
  const lines = checked.values.map(({ id, value }) => {
    const field = form.fields.find((f) => f.id === id)!;
    return `${oneLine(field.placeholder)}: ${shownContactValue(field, value)}`;
  });
  const sender = contactSender(form.fields, checked.values);
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      tenantId: ctx.tenantId,
      contactFormId: form.id,
      conversionUrl: input.conversion_url || null,
      fields: checked.values,
      senderName: sender.name,
      senderEmail: sender.email,
      senderPhone: sender.phone,
    });
    await queueEmail(
      tx,
      { tenantId: ctx.tenantId, email: recipient },
      contactFormEmail(ctx.locale, values, lines),
      'contact',
    );
    // The sender hears that the store got it, at the form's e-mail field when it has one.
    if (sender.email)
      await queueEmail(
        tx,
        { tenantId: ctx.tenantId, email: sender.email },
        contactConfirmationEmail(ctx.locale, { store: store.name, form: values.form }),
        'contact',
      );
  });
}

/**
 * POST /click-to-call: a shopper asks the store to call back. The request is kept and the store
 * is told by e-mail (at its contact address, when it has one): RATE_POLICIES.callback limits the
 * requests per address and per phone number.
 */
export async function requestCallback(
  db: Db,
  ctx: ServiceContext,
  input: z.output<typeof clickToCallBody>,
  client: Client,
  now = new Date(),
): Promise<void> {
  await spend(ctx, 'callback', {
    address: client.address,
    phone: `${input.areaCode}${input.phone}`.replace(/\D/g, ''),
  });
  const store = await storeName(db, ctx.tenantId);
  const date = new Intl.DateTimeFormat(intlLocale[ctx.locale], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: STORE_TIME_ZONE,
  }).format(now);
  const values = { store: store.name, areaCode: input.areaCode, phone: input.phone, date };
  await db.transaction(async (tx) => {
    await tx.insert(clickToCallRequests).values({
      tenantId: ctx.tenantId,
      target: input.target,
      areaCode: input.areaCode,
      phone: input.phone,
      createdAt: now,
    });
    if (store.email)
      await queueEmail(
        tx,
        { tenantId: ctx.tenantId, email: store.email },
        callbackEmail(ctx.locale, values),
        'callback',
      );
  });
}

/** A label from the form's JSON on one line of an e-mail (no line breaks in a subject). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

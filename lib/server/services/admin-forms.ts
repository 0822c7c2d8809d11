import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminContactForm, AdminContactFormValues } from '@/lib/contracts/back-office-forms';
import { contactFormField } from '@/lib/contracts/contact';
import type { Db } from '@/lib/server/db/client';
import { outer } from '@/lib/server/db/like';
import { contactForms, contactMessages } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { isUniqueViolation } from './store-urls';

/** Messages the outer query's form received. */
const messagesOf = sql<number>`(select count(*)::int from ${contactMessages} where ${contactMessages.contactFormId} = ${outer('contact_forms', 'id')})`;

type FormRow = typeof contactForms.$inferSelect & { messages: number };

function toAdminForm(row: FormRow): AdminContactForm {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    recipientEmail: row.recipientEmail,
    // A field the stored JSON gets wrong is left out, as the storefront leaves it out.
    fields: (Array.isArray(row.fields) ? row.fields : []).flatMap((f) => {
      const field = contactFormField.safeParse(f);
      return field.success ? [field.data] : [];
    }),
    messages: row.messages,
  };
}

async function readForms(db: Db, tenantId: number, id?: number): Promise<AdminContactForm[]> {
  const rows = await db
    .select({ form: contactForms, messages: messagesOf })
    .from(contactForms)
    .where(
      and(
        eq(contactForms.tenantId, tenantId),
        id === undefined ? undefined : eq(contactForms.id, id),
      ),
    )
    .orderBy(asc(contactForms.name), asc(contactForms.id));
  return rows.map((r) => toAdminForm({ ...r.form, messages: r.messages }));
}

/** GET /admin/forms: the store's contact forms by name, with how many messages each received. */
export async function listAdminContactForms(
  db: Db,
  ctx: BackOfficeContext,
): Promise<AdminContactForm[]> {
  requireArea(ctx, 'content');
  return readForms(db, ctx.tenantId);
}

/** What the audit keeps of a form. */
const auditOf = ({ id: _id, messages: _messages, ...form }: AdminContactForm) => form;

const keyTaken = () =>
  new ValidationError('errors.validation', { key: ['backOffice.forms.keyTaken'] });

/**
 * POST /admin/forms (no id) or PUT /admin/forms/{id}: a contact form as its contract read it,
 * audited. Its key is unique in the store. Pages load forms as they are (GET /contactform/{id} is
 * not cached), so a change shows on the next page view; the messages received keep the values
 * of the fields as they were sent.
 */
export async function saveAdminContactForm(
  db: Db,
  ctx: BackOfficeContext,
  input: { id?: number; form: AdminContactFormValues },
): Promise<AdminContactForm> {
  const actor = requireArea(ctx, 'content');
  const fields = {
    name: input.form.name,
    key: input.form.key,
    recipientEmail: input.form.recipientEmail,
    fields: input.form.fields,
  };
  try {
    return await db.transaction(async (tx) => {
      const [before] = input.id === undefined ? [] : await readForms(tx, ctx.tenantId, input.id);
      if (input.id !== undefined && !before) throw new NotFoundError('backOffice.forms.notFound');
      const [taken] = await tx
        .select({ id: contactForms.id })
        .from(contactForms)
        .where(and(eq(contactForms.tenantId, ctx.tenantId), eq(contactForms.key, fields.key)))
        .limit(1);
      if (taken && taken.id !== before?.id) throw keyTaken();
      const [row] = before
        ? await tx
            .update(contactForms)
            .set(fields)
            .where(and(eq(contactForms.tenantId, ctx.tenantId), eq(contactForms.id, before.id)))
            .returning({ id: contactForms.id })
        : await tx
            .insert(contactForms)
            .values({ ...fields, tenantId: ctx.tenantId })
            .returning({ id: contactForms.id });
      const [after] = await readForms(tx, ctx.tenantId, row!.id);
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: before ? 'form.update' : 'form.create',
          entity: 'form',
          entityId: row!.id,
          before: before ? auditOf(before) : null,
          after: auditOf(after!),
        },
      );
      return after!;
    });
  } catch (error) {
    // Two saves racing for one key: the index refuses the second, told as the check does.
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

/**
 * DELETE /admin/forms/{id}: a form that never received a message is deleted, audited; one that
 * did is kept (409), for its messages are the inbox's and go with it. Answers it as it was.
 */
export async function deleteAdminContactForm(
  db: Db,
  ctx: BackOfficeContext,
  input: { id: number },
): Promise<AdminContactForm> {
  const actor = requireArea(ctx, 'content');
  return db.transaction(async (tx) => {
    // The form's row is locked first: a message sent meanwhile waits, then finds no form, rather
    // than being deleted with it unseen.
    await tx
      .select({ id: contactForms.id })
      .from(contactForms)
      .where(and(eq(contactForms.tenantId, ctx.tenantId), eq(contactForms.id, input.id)))
      .for('update');
    const [form] = await readForms(tx, ctx.tenantId, input.id);
    if (!form) throw new NotFoundError('backOffice.forms.notFound');
    if (form.messages > 0) throw new ConflictError('backOffice.forms.hasMessages');
    await tx
      .delete(contactForms)
      .where(and(eq(contactForms.tenantId, ctx.tenantId), eq(contactForms.id, form.id)));
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'form.delete',
        entity: 'form',
        entityId: form.id,
        before: auditOf(form),
        after: null,
      },
    );
    return form;
  });
}

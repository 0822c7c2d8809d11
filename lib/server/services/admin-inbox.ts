import 'server-only';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/lib/contracts/back-office';
import { isSenderField } from '@/lib/contracts/contact';
import {
  inboxEraseBody,
  inboxItemChangeBody,
  type InboxEraseBody,
  type InboxErased,
  type InboxItem,
  type InboxItemChangeBody,
  type InboxList,
  type InboxListQuery,
} from '@/lib/contracts/back-office-inbox';
import { roleOpens } from '@/lib/domain/back-office';
import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import { applyMask, PHONE_MASK } from '@/lib/domain/masks';
import type { InboxKind } from '@/lib/domain/inbox';
import { intlLocale } from '@/lib/i18n/config';
import { translateKey } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { containing } from '@/lib/server/db/like';
import {
  clickToCallRequests,
  contactForms,
  contactMessages,
  newsletterLeads,
  operators,
  outboxEmails,
  products,
  stockAlerts,
} from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';

/**
 * The back-office inbox (issue 30 item 6): contact messages, call-me-back requests, newsletter
 * leads and stock alerts of one store in one list. Each kind keeps its own table (the storefront
 * writes them as before); the list is their union, filtered and paged in the database.
 */

/** Each kind's table with the columns the list reads, under the same names. */
const SOURCES: Record<
  InboxKind,
  {
    table:
      | typeof contactMessages
      | typeof clickToCallRequests
      | typeof newsletterLeads
      | typeof stockAlerts;
    name: SQL;
    email: SQL;
    phone: SQL;
  }
> = {
  contact: {
    table: contactMessages,
    name: sql`${contactMessages.senderName}`,
    email: sql`${contactMessages.senderEmail}`,
    phone: sql`${contactMessages.senderPhone}`,
  },
  callback: {
    table: clickToCallRequests,
    name: sql`null::text`,
    email: sql`null::text`,
    phone: sql`${clickToCallRequests.areaCode} || ${clickToCallRequests.phone}`,
  },
  newsletter: {
    table: newsletterLeads,
    name: sql`${newsletterLeads.name}`,
    email: sql`${newsletterLeads.email}`,
    phone: sql`${newsletterLeads.phone}`,
  },
  stockAlert: {
    table: stockAlerts,
    name: sql`${stockAlerts.name}`,
    email: sql`${stockAlerts.email}`,
    phone: sql`null::text`,
  },
};
const KINDS = Object.keys(SOURCES) as InboxKind[];

type Summary = {
  kind: InboxKind;
  id: number;
  created_at: string | Date;
  handled_at: string | Date | null;
  assignee_id: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
};

/** One kind's rows matching the filters, in the union's common shape. */
function branch(kind: InboxKind, tenantId: number, query: InboxListQuery): SQL {
  const source = SOURCES[kind];
  const table = source.table;
  const conditions: SQL[] = [sql`${table.tenantId} = ${tenantId}`];
  if (query.status === 'open') conditions.push(sql`${table.handledAt} is null`);
  if (query.status === 'handled') conditions.push(sql`${table.handledAt} is not null`);
  if (query.assignee === 'none') conditions.push(sql`${table.assigneeId} is null`);
  else if (query.assignee) conditions.push(sql`${table.assigneeId} = ${query.assignee}`);
  if (query.q) {
    const pattern = containing(query.q);
    const digits = query.q.replace(/\D/g, '');
    const matches = [sql`${source.name} ilike ${pattern}`, sql`${source.email} ilike ${pattern}`];
    // A phone is found by its digits, however it was typed.
    if (digits.length >= 4)
      matches.push(sql`regexp_replace(${source.phone}, '\\D', '', 'g') like ${containing(digits)}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql`select ${kind}::text as kind, ${table.id} as id, ${table.createdAt} as created_at,
    ${table.handledAt} as handled_at, ${table.assigneeId} as assignee_id, ${source.name} as name,
    ${source.email} as email, ${source.phone} as phone
    from ${table} where ${sql.join(conditions, sql` and `)}`;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A phone kept as its digits, shown as the store masks it: (11)98888-7777, (21)3333-4444. */
const shownPhone = (phone: string | null) => {
  if (phone === null || !/^\d{10,11}$/.test(phone)) return phone;
  return applyMask(phone, phone.length === 11 ? PHONE_MASK : '(99)9999-9999');
};

/** The store's active operators who open the inbox: those an item can be given to. */
async function inboxOperators(db: Db, tenantId: number) {
  const rows = await db
    .select({ id: operators.id, name: operators.name, role: operators.role })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.active, true)))
    .orderBy(operators.name);
  return rows.filter((o) => roleOpens(o.role, 'inbox')).map(({ id, name }) => ({ id, name }));
}

/** What each listed item is about, read kind by kind for the page's ids. */
async function detailsOf(
  db: Db,
  ctx: BackOfficeContext,
  rows: Summary[],
): Promise<Map<string, Pick<InboxItem, 'subject' | 'details' | 'consent'>>> {
  const t = (key: string, values?: Record<string, string>) =>
    translateKey(ctx.locale, `backOffice.inbox.${key}`, values);
  const idsOf = (kind: InboxKind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const found = new Map<string, Pick<InboxItem, 'subject' | 'details' | 'consent'>>();
  const storeTime = (date: Date) =>
    new Intl.DateTimeFormat(intlLocale[ctx.locale], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: STORE_TIME_ZONE,
    }).format(date);
  const none = [-1];
  const [messages, callbacks, leads, alerts] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        fields: contactMessages.fields,
        url: contactMessages.conversionUrl,
        form: contactForms.name,
        formFields: contactForms.fields,
      })
      .from(contactMessages)
      .innerJoin(contactForms, eq(contactForms.id, contactMessages.contactFormId))
      .where(inArray(contactMessages.id, idsOf('contact').concat(none))),
    db
      .select({ id: clickToCallRequests.id, target: clickToCallRequests.target })
      .from(clickToCallRequests)
      .where(inArray(clickToCallRequests.id, idsOf('callback').concat(none))),
    db
      .select({
        id: newsletterLeads.id,
        interest: newsletterLeads.areaDeInteresse,
        consentedAt: newsletterLeads.consentedAt,
        consentSource: newsletterLeads.consentSource,
      })
      .from(newsletterLeads)
      .where(inArray(newsletterLeads.id, idsOf('newsletter').concat(none))),
    db
      .select({
        id: stockAlerts.id,
        product: products.name,
        sku: products.sku,
        newsletter: stockAlerts.newsletter,
        notifiedAt: stockAlerts.notifiedAt,
      })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(inArray(stockAlerts.id, idsOf('stockAlert').concat(none))),
  ]);
  for (const m of messages) {
    const details = m.fields.flatMap(({ id, value }) => {
      const field = m.formFields.find((f) => f.id === id);
      // Who wrote is the item's sender (contactSender): not repeated among its lines.
      if (!field || value === '' || isSenderField(field)) return [];
      const shown =
        field.type === 'select'
          ? (field.options?.find((o) => o.id === value)?.name ?? value)
          : value;
      return [{ label: field.placeholder, value: shown }];
    });
    if (m.url) details.push({ label: t('page'), value: m.url });
    found.set(`contact:${m.id}`, { subject: m.form, details, consent: null });
  }
  for (const c of callbacks)
    found.set(`callback:${c.id}`, {
      subject: t(`callbackTargets.${c.target}`),
      details: [],
      consent: null,
    });
  for (const l of leads) {
    const interest = l.interest ? translateKey(ctx.locale, `newsletter.areas.${l.interest}`) : null;
    found.set(`newsletter:${l.id}`, {
      subject: t('newsletterSubject'),
      details: interest ? [{ label: t('interest'), value: interest }] : [],
      consent: { at: iso(l.consentedAt), source: l.consentSource },
    });
  }
  for (const a of alerts)
    found.set(`stockAlert:${a.id}`, {
      subject: a.product,
      details: [
        { label: 'SKU', value: a.sku },
        { label: t('alsoNewsletter'), value: t(a.newsletter ? 'yes' : 'no') },
        ...(a.notifiedAt ? [{ label: t('notifiedAt'), value: storeTime(a.notifiedAt) }] : []),
      ],
      consent: null,
    });
  return found;
}

function summariesQuery(ctx: BackOfficeContext, query: InboxListQuery): SQL {
  const kinds = query.kind ? [query.kind] : KINDS;
  return sql.join(
    kinds.map((kind) => branch(kind, ctx.tenantId, query)),
    sql` union all `,
  );
}

async function itemsOf(db: Db, ctx: BackOfficeContext, rows: Summary[]): Promise<InboxItem[]> {
  const [details, team] = await Promise.all([
    detailsOf(db, ctx, rows),
    db
      .select({ id: operators.id, name: operators.name })
      .from(operators)
      .where(eq(operators.tenantId, ctx.tenantId)),
  ]);
  return rows.flatMap((row) => {
    const about = details.get(`${row.kind}:${row.id}`);
    if (!about) return [];
    const assignee = team.find((o) => o.id === row.assignee_id) ?? null;
    return [
      {
        kind: row.kind,
        id: Number(row.id),
        receivedAt: iso(row.created_at),
        name: row.name,
        email: row.email,
        phone: shownPhone(row.phone),
        ...about,
        handledAt: row.handled_at === null ? null : iso(row.handled_at),
        assignee,
      },
    ];
  });
}

/** GET /admin/inbox: the store's inbox, newest first, filtered and paged in the database. */
export async function listInbox(
  db: Db,
  ctx: BackOfficeContext,
  query: InboxListQuery,
): Promise<InboxList> {
  requireArea(ctx, 'inbox');
  const page = query.page ?? 1;
  const all = summariesQuery(ctx, query);
  const [found, counted, team] = await Promise.all([
    db.execute(sql`select * from (${all}) inbox order by created_at desc, kind, id desc
      limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as total from (${all}) inbox`),
    inboxOperators(db, ctx.tenantId),
  ]);
  const rows = (found as unknown as { rows: Summary[] }).rows;
  const total = (counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  return {
    items: await itemsOf(db, ctx, rows),
    total: Number(total),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    operators: team,
  };
}

/** How many items wait for the team (the back-office home's figure). */
export async function openInboxCount(db: Db, ctx: BackOfficeContext): Promise<number> {
  requireArea(ctx, 'inbox');
  const counted = await db.execute(
    sql`select count(*)::int as total from (${summariesQuery(ctx, { status: 'open' })}) inbox`,
  );
  return Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
}

/** The whole filtered inbox (no paging) for the CSV export, in batches of this many items. */
const EXPORT_BATCH = 500;

export async function* inboxItemsForExport(
  db: Db,
  ctx: BackOfficeContext,
  query: InboxListQuery,
): AsyncGenerator<InboxItem[]> {
  requireArea(ctx, 'inbox');
  const all = summariesQuery(ctx, query);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const found = await db.execute(sql`select * from (${all}) inbox
      order by created_at desc, kind, id desc limit ${EXPORT_BATCH} offset ${offset}`);
    const rows = (found as unknown as { rows: Summary[] }).rows;
    if (rows.length > 0) yield await itemsOf(db, ctx, rows);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * PATCH /admin/inbox/{kind}/{id}: marks an item handled (or open again) and gives it to an
 * operator of the store who opens the inbox (or to nobody). Audited.
 */
export async function changeInboxItem(
  db: Db,
  ctx: BackOfficeContext,
  input: { kind: InboxKind; id: number; changes: InboxItemChangeBody },
): Promise<InboxItem> {
  const actor = requireArea(ctx, 'inbox');
  const changes = inboxItemChangeBody.parse(input.changes);
  const table = SOURCES[input.kind].table;
  if (changes.assigneeId != null) {
    const team = await inboxOperators(db, ctx.tenantId);
    const assignee = team.find((o) => o.id === changes.assigneeId);
    if (!assignee)
      throw new ValidationError('errors.validation', {
        assigneeId: ['backOffice.inbox.unknownAssignee'],
      });
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: table.handledAt, assigneeId: table.assigneeId })
      .from(table)
      .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, input.id)))
      .for('update');
    if (!before) throw new NotFoundError('backOffice.inbox.notFound');
    const handledAt =
      changes.handled === undefined
        ? before.handledAt
        : changes.handled
          ? (before.handledAt ?? new Date())
          : null;
    const assigneeId = changes.assigneeId === undefined ? before.assigneeId : changes.assigneeId;
    if (handledAt === before.handledAt && assigneeId === before.assigneeId) return;
    await tx.update(table).set({ handledAt, assigneeId }).where(eq(table.id, input.id));
    const names = await tx
      .select({ id: operators.id, name: operators.name })
      .from(operators)
      .where(eq(operators.tenantId, ctx.tenantId));
    const nameOf = (id: number | null) => names.find((o) => o.id === id)?.name ?? null;
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'inbox.change',
        entity: 'inbox',
        entityId: `${input.kind}:${input.id}`,
        before: { handled: before.handledAt !== null, assignee: nameOf(before.assigneeId) },
        after: { handled: handledAt !== null, assignee: nameOf(assigneeId) },
      },
    );
  });
  const found = await db.execute(
    sql`select * from (${branch(input.kind, ctx.tenantId, {})}) inbox where id = ${input.id}`,
  );
  const [item] = await itemsOf(db, ctx, (found as unknown as { rows: Summary[] }).rows);
  return item!;
}

/** An e-mail as the audit trail keeps it after an erasure: enough to tell requests apart. */
const masked = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * POST /admin/inbox/erase: erases a person's data on their request (LGPD art. 18, VI): their
 * contact messages, call-me-back requests, newsletter lead and stock alerts, and the e-mails kept
 * to their address. Customer accounts are not touched (closing one is the customer's own
 * request). The audit trail keeps the counts and the masked e-mail, not the data.
 */
export async function eraseInboxPerson(
  db: Db,
  ctx: BackOfficeContext,
  input: InboxEraseBody,
): Promise<InboxErased> {
  const actor = requireArea(ctx, 'inbox');
  const { email, phone } = inboxEraseBody.parse(input);
  const byPhone = (column: SQL) =>
    phone ? sql`regexp_replace(${column}, '\\D', '', 'g') = ${phone}` : sql`false`;
  return db.transaction(async (tx) => {
    const contact = await tx
      .delete(contactMessages)
      .where(
        and(
          eq(contactMessages.tenantId, ctx.tenantId),
          or(
            email ? eq(contactMessages.senderEmail, email) : sql`false`,
            byPhone(sql`${contactMessages.senderPhone}`),
          ),
        ),
      )
      .returning({ id: contactMessages.id });
    const callback = await tx
      .delete(clickToCallRequests)
      .where(
        and(
          eq(clickToCallRequests.tenantId, ctx.tenantId),
          byPhone(sql`${clickToCallRequests.areaCode} || ${clickToCallRequests.phone}`),
        ),
      )
      .returning({ id: clickToCallRequests.id });
    const newsletter = await tx
      .delete(newsletterLeads)
      .where(
        and(
          eq(newsletterLeads.tenantId, ctx.tenantId),
          or(
            email ? eq(newsletterLeads.email, email) : sql`false`,
            byPhone(sql`${newsletterLeads.phone}`),
          ),
        ),
      )
      .returning({ id: newsletterLeads.id });
    const stockAlert = email
      ? await tx
          .delete(stockAlerts)
          .where(and(eq(stockAlerts.tenantId, ctx.tenantId), eq(stockAlerts.email, email)))
          .returning({ id: stockAlerts.id })
      : [];
    const emails = email
      ? await tx
          .delete(outboxEmails)
          .where(
            and(eq(outboxEmails.tenantId, ctx.tenantId), sql`lower(${outboxEmails.to}) = ${email}`),
          )
          .returning({ id: outboxEmails.id })
      : [];
    const erased = {
      contact: contact.length,
      callback: callback.length,
      newsletter: newsletter.length,
      stockAlert: stockAlert.length,
      emails: emails.length,
    };
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'inbox.erase',
        entity: 'inbox',
        entityId: email ? masked(email) : `***${phone!.slice(-4)}`,
        before: null,
        after: erased,
      },
    );
    return erased;
  });
}

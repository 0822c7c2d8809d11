import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/lib/contracts/back-office';
import {
  inboxItemChangeBody,
  type InboxItem,
  type InboxItemChangeBody,
  type InboxList,
  type InboxListQuery,
} from '@/lib/contracts/back-office-inbox';
import { contactSender, shownContactValue } from '@/lib/contracts/contact';
import { roleOpens, type OperatorRole } from '@/lib/domain/back-office';
import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import type { InboxKind } from '@/lib/domain/inbox';
import { applyMask, LANDLINE_MASK, nationalPhoneDigits, PHONE_MASK } from '@/lib/domain/masks';
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
  products,
  stockAlerts,
} from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';

/**
 * The back-office inbox (issue 30 item 6): contact messages, call-me-back requests, newsletter
 * leads and stock alerts of one store in one list. Each kind keeps its own table (the storefront
 * writes them as before); the list is their union, filtered and paged in the database. A
 * person's erasure, on the same sources, is inbox-erasure.ts.
 */

/** Each kind's table with the columns the list reads, under the same names. */
export const INBOX_SOURCES: Record<
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
    // The area code and the number apart ('21 977776666'): shownPhone masks them as two parts.
    phone: sql`${clickToCallRequests.areaCode} || ' ' || ${clickToCallRequests.phone}`,
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
const KINDS = Object.keys(INBOX_SOURCES) as InboxKind[];

type Summary = {
  kind: InboxKind;
  id: number;
  created_at: string | Date;
  /** created_at as PostgreSQL writes it, to the microsecond: the export's cursor. */
  created_text: string;
  handled_at: string | Date | null;
  assignee_id: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
};

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * A stored phone's national digits in SQL, the rule of nationalPhoneDigits (lib/domain/masks.ts):
 * its digits, the trunk 0 and the country's 55 dropped.
 */
export const phoneDigits = (phone: SQL) =>
  sql`regexp_replace(ltrim(regexp_replace(${phone}, '\\D', '', 'g'), '0'), '^55(\\d{10,11})$', '\\1')`;

/** One kind's rows matching the filters, in the union's common shape. */
function branch(kind: InboxKind, tenantId: number, query: InboxListQuery): SQL {
  const source = INBOX_SOURCES[kind];
  const table = source.table;
  const conditions: SQL[] = [sql`${table.tenantId} = ${tenantId}`];
  if (query.status === 'open') conditions.push(sql`${table.handledAt} is null`);
  if (query.status === 'handled') conditions.push(sql`${table.handledAt} is not null`);
  if (query.assignee === 'none') conditions.push(sql`${table.assigneeId} is null`);
  else if (query.assignee) conditions.push(sql`${table.assigneeId} = ${query.assignee}`);
  if (query.q) {
    const pattern = containing(query.q);
    const digits = nationalPhoneDigits(query.q);
    const matches = [sql`${source.name} ilike ${pattern}`, sql`${source.email} ilike ${pattern}`];
    // A phone is found by its digits, however it was typed or kept.
    if (digits.length >= 4)
      matches.push(sql`${phoneDigits(source.phone)} like ${containing(digits)}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql`select ${kind}::text as kind, ${table.id} as id, ${table.createdAt} as created_at,
    ${table.createdAt}::text as created_text, ${table.handledAt} as handled_at,
    ${table.assigneeId} as assignee_id, ${source.name} as name, ${source.email} as email,
    ${source.phone} as phone
    from ${table} where ${sql.join(conditions, sql` and `)}`;
}

/** Newest first; items of one moment (an alert and its lead) by kind, then newest id. */
const NEWEST_FIRST = sql`order by created_at desc, kind desc, id desc`;

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * A phone kept as its digits, or a call-back's area code and number, shown as the store masks
 * phones: (11)98888-7777, (21)3333-4444. One typed in a contact form is shown as typed.
 */
function shownPhone(phone: string | null): string | null {
  if (phone === null) return null;
  const callback = /^(\d{1,3}) (\d{8,9})$/.exec(phone);
  if (callback) {
    const [, area, number] = callback as unknown as [string, string, string];
    return `(${area})${applyMask(number, number.length === 9 ? '99999-9999' : '9999-9999')}`;
  }
  if (!/^\d{10,11}$/.test(phone)) return phone;
  return applyMask(phone, phone.length === 11 ? PHONE_MASK : LANDLINE_MASK);
}

type TeamMember = { id: number; name: string; role: OperatorRole; active: boolean };

/** The store's operators, by name: read once per call, for the assignees' names and choices. */
const storeTeam = (db: Db, tenantId: number): Promise<TeamMember[]> =>
  db
    .select({
      id: operators.id,
      name: operators.name,
      role: operators.role,
      active: operators.active,
    })
    .from(operators)
    .where(eq(operators.tenantId, tenantId))
    .orderBy(operators.name);

/** Those an item can be given to: active operators who open the inbox. */
const inboxOperators = (team: TeamMember[]) =>
  team.filter((o) => o.active && roleOpens(o.role, 'inbox')).map(({ id, name }) => ({ id, name }));

/** An operator of the store by id, as the inbox names them (whoever they are now). */
const nameOf = (team: TeamMember[], id: number | null) => {
  const found = team.find((o) => o.id === id);
  return found ? { id: found.id, name: found.name } : null;
};

/** What each listed item is about, read kind by kind for the page's ids. */
async function detailsOf(
  db: Db,
  ctx: BackOfficeContext,
  rows: Summary[],
): Promise<Map<string, Pick<InboxItem, 'subject' | 'details' | 'consent'>>> {
  const t = (key: string) => translateKey(ctx.locale, `backOffice.inbox.${key}`);
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
    // Who wrote is the item's sender: not repeated among its lines.
    const sender = contactSender(m.formFields, m.fields).fieldIds;
    const details = m.fields.flatMap(({ id, value }) => {
      const field = m.formFields.find((f) => f.id === id);
      if (value === '' || sender.includes(id)) return [];
      // A field the form no longer has (edited in the back-office) keeps its line, by its id.
      if (!field) return [{ label: id, value }];
      return [{ label: field.placeholder, value: shownContactValue(field, value) }];
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

async function itemsOf(
  db: Db,
  ctx: BackOfficeContext,
  rows: Summary[],
  team: TeamMember[],
): Promise<InboxItem[]> {
  const details = await detailsOf(db, ctx, rows);
  return rows.flatMap((row) => {
    const about = details.get(`${row.kind}:${row.id}`);
    if (!about) return [];
    const assigneeId = row.assignee_id === null ? null : Number(row.assignee_id);
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
        assignee: nameOf(team, assigneeId),
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
    db.execute(sql`select * from (${all}) inbox ${NEWEST_FIRST}
      limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as total from (${all}) inbox`),
    storeTeam(db, ctx.tenantId),
  ]);
  return {
    items: await itemsOf(db, ctx, rowsOf<Summary>(found), team),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    operators: inboxOperators(team),
  };
}

/** How many items wait for the team (the back-office home's figure). */
export async function openInboxCount(db: Db, ctx: BackOfficeContext): Promise<number> {
  requireArea(ctx, 'inbox');
  const counted = await db.execute(
    sql`select count(*)::int as total from (${summariesQuery(ctx, { status: 'open' })}) inbox`,
  );
  return Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
}

/** The whole filtered inbox (no paging) for the CSV export, in batches of this many items. */
const EXPORT_BATCH = 500;

/**
 * The export's batches follow each other by the last item's place in the order (a keyset), not
 * by an offset: what arrives or goes while the file is written moves no item into or out of it.
 */
export async function* inboxItemsForExport(
  db: Db,
  ctx: BackOfficeContext,
  query: InboxListQuery,
): AsyncGenerator<InboxItem[]> {
  requireArea(ctx, 'inbox');
  const all = summariesQuery(ctx, query);
  const team = await storeTeam(db, ctx.tenantId);
  let after: Summary | undefined;
  for (;;) {
    const from = after
      ? sql`where (created_at, kind, id) < (${after.created_text}::timestamptz, ${after.kind}, ${after.id})`
      : sql``;
    const rows = rowsOf<Summary>(
      await db.execute(
        sql`select * from (${all}) inbox ${from} ${NEWEST_FIRST} limit ${EXPORT_BATCH}`,
      ),
    );
    if (rows.length > 0) yield await itemsOf(db, ctx, rows, team);
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1);
  }
}

/**
 * PATCH /admin/inbox/{kind}/{id}: marks an item handled (or open again) and gives it to an
 * operator of the store who opens the inbox (or to nobody). Audited, with the operators' names.
 */
export async function changeInboxItem(
  db: Db,
  ctx: BackOfficeContext,
  input: { kind: InboxKind; id: number; changes: InboxItemChangeBody },
): Promise<InboxItem> {
  const actor = requireArea(ctx, 'inbox');
  const changes = inboxItemChangeBody.parse(input.changes);
  const table = INBOX_SOURCES[input.kind].table;
  const mine = and(eq(table.tenantId, ctx.tenantId), eq(table.id, input.id));
  const team = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: table.handledAt, assigneeId: table.assigneeId })
      .from(table)
      .where(mine)
      .for('update');
    if (!before) throw new NotFoundError('backOffice.inbox.notFound');
    const team = await storeTeam(tx, ctx.tenantId);
    // Checked in the change's transaction: someone switched off meanwhile is not given it.
    if (changes.assigneeId != null) {
      if (!inboxOperators(team).some((o) => o.id === changes.assigneeId))
        throw new ValidationError('errors.validation', {
          assigneeId: ['backOffice.inbox.unknownAssignee'],
        });
    }
    const handledAt =
      changes.handled === undefined
        ? before.handledAt
        : changes.handled
          ? (before.handledAt ?? new Date())
          : null;
    const assigneeId = changes.assigneeId === undefined ? before.assigneeId : changes.assigneeId;
    if (handledAt === before.handledAt && assigneeId === before.assigneeId) return team;
    await tx.update(table).set({ handledAt, assigneeId }).where(mine);
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'inbox.change',
        entity: 'inbox',
        entityId: `${input.kind}:${input.id}`,
        before: {
          handled: before.handledAt !== null,
          assignee: nameOf(team, before.assigneeId)?.name ?? null,
        },
        after: { handled: handledAt !== null, assignee: nameOf(team, assigneeId)?.name ?? null },
      },
    );
    return team;
  });
  const found = await db.execute(
    sql`select * from (${branch(input.kind, ctx.tenantId, {})}) inbox where id = ${input.id}`,
  );
  const [item] = await itemsOf(db, ctx, rowsOf<Summary>(found), team);
  // Erased by someone else since.
  if (!item) throw new NotFoundError('backOffice.inbox.notFound');
  return item;
}

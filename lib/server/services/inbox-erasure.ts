import 'server-only';
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  inboxEraseBody,
  type InboxEraseBody,
  type InboxErased,
} from '@/lib/contracts/back-office-inbox';
import type { Db } from '@/lib/server/db/client';
import {
  clickToCallRequests,
  contactMessages,
  newsletterLeads,
  outboxEmails,
  stockAlerts,
} from '@/lib/server/db/schema';
import { INBOX_SOURCES, phoneDigits } from './admin-inbox';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';

/**
 * How the audit trail names an erasure's person: enough to tell two requests apart, not to find
 * the person ('m***@e***.com.br', '***7777').
 */
const masked = (email: string | null | undefined, phone: string | null | undefined) =>
  email ? email.replace(/^(.)[^@]*@(.)[^.]*/, '$1***@$2***') : `***${(phone ?? '').slice(-4)}`;

/**
 * POST /admin/inbox/erase: erases a person's data on their request (LGPD art. 18, VI): their
 * contact messages, call-me-back requests, newsletter lead and stock alerts, and the e-mails
 * about them (to the person or to the store, `about` set when they were written). Their orders,
 * their account and its e-mails are not touched (closing an account is the customer's own
 * request, and orders are kept by law). The audit trail keeps the counts and a masked e-mail.
 */
export async function eraseInboxPerson(
  db: Db,
  ctx: BackOfficeContext,
  input: InboxEraseBody,
): Promise<InboxErased> {
  const actor = requireArea(ctx, 'inbox');
  const { email, phone } = inboxEraseBody.parse(input);
  /** The person's rows of a table, by e-mail and phone where it keeps them; never none. */
  const theirs = (match: { email?: SQL; phone?: SQL }) => {
    const conditions = [
      email && match.email ? sql`${match.email} = ${email}` : undefined,
      phone && match.phone ? sql`${phoneDigits(match.phone)} = ${phone}` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    return conditions.length > 0 ? or(...conditions)! : sql`false`;
  };
  return db.transaction(async (tx) => {
    const contact = await tx
      .delete(contactMessages)
      .where(
        and(
          eq(contactMessages.tenantId, ctx.tenantId),
          theirs({ email: INBOX_SOURCES.contact.email, phone: INBOX_SOURCES.contact.phone }),
        ),
      )
      .returning({ id: contactMessages.id });
    const callback = await tx
      .delete(clickToCallRequests)
      .where(
        and(
          eq(clickToCallRequests.tenantId, ctx.tenantId),
          theirs({ phone: INBOX_SOURCES.callback.phone }),
        ),
      )
      .returning({ id: clickToCallRequests.id });
    const newsletter = await tx
      .delete(newsletterLeads)
      .where(
        and(
          eq(newsletterLeads.tenantId, ctx.tenantId),
          theirs({ email: INBOX_SOURCES.newsletter.email, phone: INBOX_SOURCES.newsletter.phone }),
        ),
      )
      .returning({ id: newsletterLeads.id });
    const stockAlert = await tx
      .delete(stockAlerts)
      .where(
        and(
          eq(stockAlerts.tenantId, ctx.tenantId),
          theirs({ email: INBOX_SOURCES.stockAlert.email }),
        ),
      )
      .returning({ id: stockAlerts.id });
    // The e-mails about what they sent: to them, or to the store with their lines in the text.
    const mentions = [
      email ? sql`lower(${outboxEmails.to}) = ${email}` : undefined,
      email ? sql`strpos(lower(${outboxEmails.text}), ${email}) > 0` : undefined,
      phone
        ? sql`strpos(regexp_replace(${outboxEmails.text}, '\\D', '', 'g'), ${phone}) > 0`
        : undefined,
    ].filter((c): c is SQL => c !== undefined);
    const emails = await tx
      .delete(outboxEmails)
      .where(
        and(
          eq(outboxEmails.tenantId, ctx.tenantId),
          isNotNull(outboxEmails.about),
          or(...mentions),
        ),
      )
      .returning({ id: outboxEmails.id });
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
        entityId: masked(email, phone),
        before: null,
        after: erased,
      },
    );
    return erased;
  });
}

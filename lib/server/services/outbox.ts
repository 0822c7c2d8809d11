import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { InboxKind } from '@/lib/domain/inbox';
import type { Email } from '@/lib/mail/emails';
import { emailHtml, type MailBrand } from '@/lib/mail/html';
import type { Db } from '@/lib/server/db/client';
import { companies, outboxEmails } from '@/lib/server/db/schema';
import { listStoreDomains } from './company';

/** The outbox page is a development tool: served only outside production, or when asked for. */
export const outboxPageEnabled = () =>
  process.env.NODE_ENV !== 'production' || process.env.OUTBOX_PAGE === '1';

/** The e-mails this store wrote to its outbox, newest first. */
export function listOutbox(db: Db, tenantId: number, limit = 50) {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.tenantId, tenantId))
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
}

/** A host shoppers reach from anywhere: not this machine, not an address. */
const isPublicHost = (domain: string) =>
  domain.includes('.') && !domain.endsWith('.localhost') && !/^[\d.]+$|:/.test(domain);

/**
 * The store's name, theme colour and logo for its e-mails. A logo needs an absolute URL a mail
 * reader can fetch: the logo's own, or its path on the store's first public domain; a store only
 * on this machine (the demo) signs with its name.
 */
async function mailBrand(tx: Db, tenantId: number): Promise<MailBrand> {
  const [store] = await tx
    .select({ name: companies.name, settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, tenantId));
  const logo = store?.settings.logo ?? null;
  let logoUrl: string | null = logo && /^https:\/\//.test(logo) ? logo : null;
  if (logo?.startsWith('/') && !logoUrl) {
    const host = (await listStoreDomains(tx, tenantId)).find(isPublicHost);
    if (host) logoUrl = `https://${host}${logo}`;
  }
  return {
    name: store?.name ?? '',
    logoUrl,
    colour: store?.settings.theme.primary ?? '#171717',
  };
}

/**
 * Puts an e-mail (lib/mail/emails.ts) in the store's outbox, in the caller's transaction: its text
 * and, made from it, its HTML with the store's name and logo (lib/mail/html.ts). The outbox worker
 * sends it when SMTP_URL is set (lib/server/services/mail-delivery.ts). `about`: the kind of what a
 * shopper sent that it tells of, so that erasing their data takes it too (admin-inbox.ts).
 */
export async function queueEmail(
  tx: Db,
  to: { tenantId: number; email: string },
  email: Email,
  about?: InboxKind,
): Promise<void> {
  const html = emailHtml(email, email.locale, await mailBrand(tx, to.tenantId));
  await tx.insert(outboxEmails).values({
    tenantId: to.tenantId,
    to: to.email,
    subject: email.subject,
    text: email.text,
    html,
    about,
  });
}

import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Email } from '@/lib/mail/emails';
import type { Db } from '@/lib/server/db/client';
import { outboxEmails } from '@/lib/server/db/schema';

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

/** Puts an e-mail (lib/mail/emails.ts) in the store's outbox, in the caller's transaction. */
export async function queueEmail(
  tx: Db,
  to: { tenantId: number; email: string },
  email: Email,
): Promise<void> {
  await tx.insert(outboxEmails).values({ tenantId: to.tenantId, to: to.email, ...email });
}

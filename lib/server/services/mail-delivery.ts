import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { companies, outboxEmails } from '@/lib/server/db/schema';

/**
 * The outbox worker (issue 27, item 3; docs/adr/0024): it claims due rows of outbox_emails with
 * `FOR UPDATE SKIP LOCKED` and a lease, so that two workers (two instances) never hold one row,
 * sends each through the store's sender, and records when and under which id the SMTP server
 * took it. A temporary failure is tried again later (backoff); a refusal (5xx) or the last
 * attempt gives up, and the row says why.
 */
export const MAIL_DELIVERY = {
  /** Rows one worker claims at a time. */
  batch: 20,
  /** A claimed row is the worker's for this long: longer than any send can take. */
  leaseMs: 5 * 60_000,
  attempts: 6,
  /** 1, 2, 4, 8, 16 minutes between attempts. */
  backoffMs: (attempt: number) => 60_000 * 2 ** (attempt - 1),
} as const;

/** One e-mail as it leaves: From is the store's name and sender, Message-ID stable per row. */
export type OutgoingMail = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string;
};

/** Hands an e-mail to the SMTP server; answers the id it gave, or throws (with `responseCode`). */
export type MailSender = (mail: OutgoingMail) => Promise<{ providerMessageId: string }>;

type ClaimedRow = {
  id: number;
  tenant_id: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
};

/** Due rows, taken for `leaseMs` by this worker; rows another worker holds are skipped. */
async function claimDue(db: Db, now: Date): Promise<ClaimedRow[]> {
  const leaseEnd = new Date(now.getTime() + MAIL_DELIVERY.leaseMs);
  const result = (await db.execute(sql`
    update ${outboxEmails}
       set claimed_until = ${leaseEnd.toISOString()}, attempts = attempts + 1
     where id in (
       select id from ${outboxEmails}
        where sent_at is null and failed_at is null
          and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()})
          and (claimed_until is null or claimed_until <= ${now.toISOString()})
        order by id
        limit ${MAIL_DELIVERY.batch}
        for update skip locked)
    returning id, tenant_id, "to", subject, text, html, attempts`)) as unknown as {
    rows: ClaimedRow[];
  };
  return result.rows;
}

/** Each store's sender: its name, and its contact e-mail or SMTP_FROM. */
async function senders(db: Db, tenantIds: number[]) {
  const rows =
    tenantIds.length === 0
      ? []
      : await db
          .select({ id: companies.id, name: companies.name, settings: companies.settings })
          .from(companies)
          .where(inArray(companies.id, tenantIds));
  const fallback = process.env.SMTP_FROM ?? '';
  const byStore = new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, address: row.settings.contacts.email || fallback },
    ]),
  );
  return (tenantId: number | null) =>
    (tenantId === null ? undefined : byStore.get(tenantId)) ?? { name: '', address: fallback };
}

/** The id in an SMTP server's "250 ... queued as X" answer, or the message's own id. */
export function providerIdFrom(response: string | undefined, messageId: string): string {
  return /queued as\s+([^\s]+)/i.exec(response ?? '')?.[1] ?? messageId;
}

export type DeliveryReport = { sent: number; retried: number; failed: number };

/** Sends what is due, batch after batch, until nothing due is left. */
export async function deliverOutbox(
  db: Db,
  send: MailSender,
  now: () => Date = () => new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, now());
    if (claimed.length === 0) return report;
    const senderOf = await senders(db, [
      ...new Set(claimed.flatMap((row) => (row.tenant_id === null ? [] : [row.tenant_id]))),
    ]);
    for (const row of claimed) {
      const from = senderOf(row.tenant_id);
      const domain = from.address.split('@')[1] || 'localhost';
      try {
        const { providerMessageId } = await send({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          messageId: `<outbox-${row.id}@${domain}>`,
        });
        await db.execute(sql`
          update ${outboxEmails}
             set sent_at = ${now().toISOString()}, provider_message_id = ${providerMessageId},
                 claimed_until = null, last_error = null
           where id = ${row.id}`);
        report.sent += 1;
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode ?? 0;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const givingUp = code >= 500 || row.attempts >= MAIL_DELIVERY.attempts;
        const retryAt = new Date(now().getTime() + MAIL_DELIVERY.backoffMs(row.attempts));
        await db.execute(sql`
          update ${outboxEmails}
             set claimed_until = null, last_error = ${reason},
                 failed_at = ${givingUp ? now().toISOString() : null},
                 next_attempt_at = ${givingUp ? null : retryAt.toISOString()}
           where id = ${row.id}`);
        if (givingUp) report.failed += 1;
        else report.retried += 1;
      }
    }
  }
}

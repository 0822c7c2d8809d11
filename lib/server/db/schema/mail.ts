import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { companies } from './tenancy';
import { INBOX_KINDS } from '../../../domain/inbox';

/**
 * Outgoing e-mail, written in the transaction of what it tells (a transactional outbox). With
 * SMTP_URL the outbox worker (lib/server/services/mail-delivery.ts) claims rows, sends them and
 * records when and under which message id the server took each; without it they stay here.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => companies.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP server's id of the message it accepted. */
    providerMessageId: text('provider_message_id'),
    /** Sending attempts so far; the next one not before `nextAttemptAt` (backoff). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds the row until then; a worker that died lets it go when it passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Given up after the last attempt: the operator sees it, nothing retries it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * What a shopper sent that the e-mail is about (a contact message, a call-back, a stock
     * alert), or none: erasing a person's inbox data erases these e-mails too, never the ones of
     * their orders or account.
     */
    about: text('about', { enum: INBOX_KINDS }),
    createdAt: createdAt(),
  },
  (table) => [
    // The worker's question: what is due and not sent nor given up.
    index('outbox_emails_due')
      .on(table.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);

import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './tenancy';

/** Outgoing e-mail; the embedded default keeps it here instead of sending it. */
export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').references(() => companies.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

import { integer, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './back-office';

/**
 * What a shopper sent the store and its team answers in the back-office inbox (issue 30 item 6):
 * when it was dealt with (none: still open) and who on the team has it. An operator who leaves
 * leaves their items unassigned.
 */
export const inboxColumns = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true }),
  assigneeId: integer('assignee_id').references(() => operators.id, { onDelete: 'set null' }),
});

import { integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './tenancy';

/** Every tenant-owned row carries its store; deleting a store deletes its rows. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

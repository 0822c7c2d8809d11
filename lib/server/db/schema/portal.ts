import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';
import { customers } from './customers';

/** A corporate customer of a store, reached at /portal/{slug}. */
export const portalGroups = pgTable(
  'portal_groups',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    cnpj: text('cnpj').notNull(),
    adminCustomerId: integer('admin_customer_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('portal_groups_tenant_slug').on(t.tenantId, t.slug)],
);

export type PortalCompanyAddress = {
  street: string;
  number: string;
  district: string;
  city: string;
  region: string;
  zipcode: string;
};

export const portalCompanies = pgTable(
  'portal_companies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => portalGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cnpj: text('cnpj').notNull(),
    stateRegistration: text('state_registration'),
    addresses: jsonb('addresses').$type<PortalCompanyAddress[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('portal_companies_group').on(t.groupId)],
);

/** Who changed what in a portal group's administration. */
export const portalAuditLog = pgTable('portal_audit_log', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  groupId: integer('group_id')
    .notNull()
    .references(() => portalGroups.id, { onDelete: 'cascade' }),
  actorCustomerId: integer('actor_customer_id').references((): AnyPgColumn => customers.id, {
    onDelete: 'set null',
  }),
  action: text('action').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';
import { portalGroups } from './portal';

/** Store roles; only CUSTOMER may log in to the store (SPEC.md section 6). */
export const customerRoles = ['CUSTOMER', 'OPERATOR'] as const;

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** CPF or CNPJ, digits (and letters for the alphanumeric CNPJ) only. */
    document: text('document'),
    birthDate: date('birth_date'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: customerRoles }).notNull().default('CUSTOMER'),
    affiliateGroup: text('affiliate_group'),
    portalGroupId: integer('portal_group_id').references((): AnyPgColumn => portalGroups.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_tenant_email').on(t.tenantId, t.email),
    uniqueIndex('customers_tenant_document').on(t.tenantId, t.document),
  ],
);

/** Login sessions: only a hash of the bearer token is stored. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_sessions_customer').on(t.customerId)],
);

export const passwordRecoveryTokens = pgTable('password_recovery_tokens', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    document: text('document').notNull(),
    /** residencial | comercial */
    type: text('type').notNull(),
    phone: text('phone').notNull(),
    zipcode: text('zipcode').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    district: text('district').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer').on(t.customerId)],
);

/** Customer attributes offered by the store (occupations, interests), SPEC.md section 7. */
export const customerAttributes = pgTable(
  'customer_attributes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default('select'),
    options: text('options').array().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('customer_attributes_tenant_code').on(t.tenantId, t.code)],
);

/** Binary content; PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** What a customer file is for: a wallpaper they keep, or a file they send the store. */
export const customerFileKinds = ['wallpaper', 'upload'] as const;

/** Meus wallpapers and Meus uploads: the customer's own files, checked for type and size. */
export const customerFiles = pgTable(
  'customer_files',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: customerFileKinds }).notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_files_customer').on(t.customerId, t.kind)],
);

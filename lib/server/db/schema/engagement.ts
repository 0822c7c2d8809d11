import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';
import { products } from './catalog';
import { customers } from './customers';

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_customer_product').on(t.customerId, t.productId)],
);

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_alerts_product').on(t.productId)],
);

export const newsletterLeads = pgTable(
  'newsletter_leads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    occupation: text('occupation'),
    areaDeInteresse: text('area_de_interesse'),
    additionalInformation: jsonb('additional_information')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_leads_tenant_email').on(t.tenantId, t.email)],
);

/** Shared carts (POST /sale/quote): a snapshot link to an order's items. */
export const sharedCarts = pgTable('shared_carts', {
  id: text('id').primaryKey(),
  tenantId: tenantId(),
  orderId: text('order_id').notNull(),
  channel: text('channel', { enum: ['email', 'facebook', 'link'] }).notNull(),
  items: jsonb('items').$type<{ productId: number; quantity: number }[]>().notNull(),
  createdAt: createdAt(),
});

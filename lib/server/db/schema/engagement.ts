import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { inboxColumns } from './inbox-columns';
import { products } from './catalog';
import { customers } from './customers';
import { NEWSLETTER_CONSENT_SOURCES } from '../../../domain/inbox';

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
    ...inboxColumns(),
  },
  (t) => [
    index('stock_alerts_product').on(t.productId),
    index('stock_alerts_tenant').on(t.tenantId, t.createdAt),
  ],
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
    /**
     * The person's consent to the store's offers (LGPD art. 8): when they gave it last and on which
     * form; the form's sign-up is the consent, its text told beside the button.
     */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    consentSource: text('consent_source', { enum: NEWSLETTER_CONSENT_SOURCES })
      .notNull()
      .default('newsletter'),
    ...inboxColumns(),
  },
  (t) => [
    uniqueIndex('newsletter_leads_tenant_email').on(t.tenantId, t.email),
    index('newsletter_leads_tenant').on(t.tenantId, t.createdAt),
  ],
);

/** A shared cart's line as the sender configured it; priced again when the link is opened. */
export type SharedCartLine = {
  productId: number;
  quantity: number;
  /** Bundle choices: group id → the chosen option's product id. */
  bundle?: Record<string, number>;
  /** Add-on products attached to the line (extended warranty, services). */
  addonProductIds: number[];
};

/**
 * Shared carts (POST /sale/quote): a snapshot of the sender's lines under its own long random id,
 * so later changes to (or the expiry of) the sender's cart do not change what the link opens.
 */
export const sharedCarts = pgTable('shared_carts', {
  id: text('id').primaryKey(),
  tenantId: tenantId(),
  orderId: text('order_id').notNull(),
  channel: text('channel', { enum: ['email', 'facebook', 'link'] }).notNull(),
  items: jsonb('items').$type<SharedCartLine[]>().notNull(),
  createdAt: createdAt(),
});

/** A customer's review of a product they bought (one per customer and product). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_customer_product').on(t.tenantId, t.customerId, t.productId),
    index('product_reviews_product').on(t.productId),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** Manuals and drivers of a product, shown to its buyers (Meus Guias e manuais). */
export const productDownloads = pgTable(
  'product_downloads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['manual', 'driver'] }).notNull(),
    title: text('title').notNull(),
    /** A path of the store (/manuais/...) or the maker's https address. */
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_downloads_product').on(t.productId)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PRICE_CAMPAIGN_STATUSES } from '../../../domain/back-office';
import { PRODUCT_SEALS, type ProductSeal } from '../../../domain/product-seals';
import { createdAt, tenantId } from './columns';

/** A PostgreSQL text-search document (weighted lexemes); written only by the search index service. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    /** Path without leading slash, e.g. `acessorios/mouses`. */
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_tenant_url').on(t.tenantId, t.url)],
);

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default('select'),
    filterable: boolean('filterable').notNull().default(false),
    isList: boolean('is_list').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('attributes_tenant_code').on(t.tenantId, t.code),
    // The code rides in filter URLs (facet_filters) in this form only (lib/domain/listing-url.ts).
    check('attributes_code_format', sql`${t.code} ~ '^[a-z0-9_-]{1,64}$'`),
  ],
);

export const attributeOptions = pgTable('attribute_options', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  attributeId: integer('attribute_id')
    .notNull()
    .references(() => attributes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A product's attribute group; some groups limit units per purchase (SPEC.md section 5). */
export const attributeGroups = pgTable('attribute_groups', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  maxUnitsPerPurchase: integer('max_units_per_purchase'),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sku: text('sku').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    subtitle: text('subtitle'),
    shortDescription: text('short_description'),
    description: text('description'),
    type: text('type', { enum: ['simple', 'bundle', 'addon'] })
      .notNull()
      .default('simple'),
    saleable: boolean('saleable').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    finalPriceCents: integer('final_price_cents').notNull(),
    /** Cash (Pix/boleto) price; null means the store's standard Pix discount applies. */
    inCashPriceCents: integer('in_cash_price_cents'),
    productionTime: integer('production_time'),
    /** The quality seals shown beside the buy button (in PRODUCT_SEALS' order). */
    seals: text('seals')
      .array()
      .$type<ProductSeal[]>()
      .notNull()
      .default(sql`'{${sql.raw(PRODUCT_SEALS.join(','))}}'::text[]`),
    attributeGroupId: integer('attribute_group_id').references(() => attributeGroups.id, {
      onDelete: 'set null',
    }),
    /**
     * Name (weight A), subtitle and SKU (B), categories, attribute labels and short description
     * (C), each word as its Portuguese stem and as typed (migration 0004). Kept current by
     * `recordCatalogChange` (lib/server/services/search-index.ts); searched through the text index
     * built from it (text-index.ts), so it needs no index of its own.
     */
    searchDocument: tsvector('search_document'),
    /**
     * Moves on every back-office change: an editor saves against the version it read, so a
     * concurrent change is told, never silently overwritten.
     */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_tenant_sku').on(t.tenantId, t.sku),
    uniqueIndex('products_tenant_url').on(t.tenantId, t.url),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_prices_not_negative', sql`${t.priceCents} >= 0 and ${t.finalPriceCents} >= 0`),
  ],
);

export const productMedias = pgTable(
  'product_medias',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    /** What the photo shows, for those who cannot see it; none: the product's name. */
    alt: text('alt'),
    /** Where an uploaded photo's bytes are (lib/server/storage.ts); none for a URL of its own. */
    storageKey: text('storage_key'),
  },
  (t) => [index('product_medias_product').on(t.productId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category').on(t.categoryId),
  ],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => attributeOptions.id, { onDelete: 'cascade' }),
    text: text('text'),
  },
  (t) => [
    index('product_attributes_product').on(t.productId),
    index('product_attributes_option').on(t.optionId),
  ],
);

export type AddonRate = { startPriceCents: number; endPriceCents: number; priceCents: number };

/** Add-ons sold with a product (extended warranty and the like), SPEC.md section 3. */
export const productAddons = pgTable('product_addons', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** The add-on is itself a product of type `addon` (its own sku and name). */
  addonProductId: integer('addon_product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  priceType: text('price_type', { enum: ['percent', 'price_range', 'fixed'] }).notNull(),
  /** Extended warranties exclude each other (one choice); services are independent extras. */
  kind: text('kind', { enum: ['warranty', 'service'] })
    .notNull()
    .default('service'),
  /** Cents for `fixed`; basis points of the product price for `percent`. */
  value: integer('value').notNull().default(0),
  rates: jsonb('rates').$type<AddonRate[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bundleGroups = pgTable('bundle_groups', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bundleGroupOptions = pgTable('bundle_group_options', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  groupId: integer('group_id')
    .notNull()
    .references(() => bundleGroups.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(1),
  isDefault: boolean('is_default').notNull().default(false),
});

/** Products suggested beside a product (SPEC.md "Cross-sell block"), in the order given. */
export const productCrossSells = pgTable(
  'product_cross_sells',
  {
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    crossSellProductId: integer('cross_sell_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.crossSellProductId] })],
);

/**
 * Every word (lower case, no accents) of a store's searchable product text, with a trigram index:
 * a search word that matches no product is replaced by the nearest words here (typo tolerance).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    tenantId: tenantId(),
    /** Collated "C" in the migration: a prefix lookup is a range scan of the primary key. */
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.term] }),
    index('search_terms_trigram').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/**
 * An address that moved (a product's URL changed in the back-office): visitors and search engines
 * arriving at the old one are sent to the new one for good (301).
 */
export const urlRedirects = pgTable(
  'url_redirects',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    fromUrl: text('from_url').notNull(),
    toUrl: text('to_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('url_redirects_tenant_from').on(t.tenantId, t.fromUrl)],
);

/**
 * A campaign price of a product (Black Friday): from `startsAt` its final (and cash) price is
 * the campaign's, until `endsAt`, when the prices it replaced come back. The job runner
 * (lib/server/services/price-campaigns.ts) switches it on and off, on whichever instance claims
 * it first.
 */
export const priceCampaigns = pgTable(
  'price_campaigns',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    finalPriceCents: integer('final_price_cents').notNull(),
    inCashPriceCents: integer('in_cash_price_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: PRICE_CAMPAIGN_STATUSES }).notNull().default('scheduled'),
    /** The prices the campaign replaced while it runs, put back when it ends. */
    previousFinalPriceCents: integer('previous_final_price_cents'),
    previousInCashPriceCents: integer('previous_in_cash_price_cents'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_campaigns_product').on(t.productId),
    index('price_campaigns_due').on(t.status, t.startsAt),
    check('price_campaigns_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

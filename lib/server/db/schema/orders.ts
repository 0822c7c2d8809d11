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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';
import { products } from './catalog';
import { customers } from './customers';
import { portalCompanies, portalGroups } from './portal';
import { ORDER_STATUSES } from '../../../domain/order-status';

export type OrderShipment = {
  method: string;
  description: string;
  totalCents: number;
  deliveryTime: string;
  /** The CEP quoted: a cart keeps the quote its shopper chose (SPEC.md "Shipping quote"). */
  zipcode?: string;
};
export type OrderAddress = {
  name: string;
  document: string;
  type: string;
  phone: string;
  zipcode: string;
  street: string;
  number: string;
  complement?: string | null;
  district: string;
  city: string;
  region: string;
};

/**
 * A cart's fields as they were before the checkout placed it (the order's prices, address,
 * shipment and totals overwrite them), and its lines' stored prices.
 */
export type CartBeforePlacing = {
  customerEmail: string | null;
  customerDocument: string | null;
  shippingAddress: OrderAddress | null;
  shipment: OrderShipment | null;
  transactionMethod: string | null;
  affiliateId: string | null;
  portalGroupId: number | null;
  portalCompanyId: number | null;
  purchaseOrderNumber: string | null;
  costCentre: string | null;
  totalPriceCents: number;
  totalDiscountCents: number;
  cashDiscountCents: number;
  totalShippingCents: number;
  interestCents: number;
  totalFinalCents: number;
  /** [order item id, price in cents] of each line. */
  itemPrices: [number, number][];
};

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentual', 'fixed'] }).notNull(),
    /** Percent for `percentual`; cents for `fixed`. */
    value: integer('value').notNull(),
    /** From when it discounts (none: at once) and until when (none: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** The cart's products must add up to this (cents) before it discounts. */
    minSubtotalCents: integer('min_subtotal_cents'),
    /** How many placed orders may use it, in all and per customer (none: no limit). */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Only for a customer without a placed order yet. */
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    /**
     * When either lists something, only the cart's lines of those products or of those categories
     * (and the categories under them) are discounted; an add-on follows its product.
     */
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_tenant_code').on(t.tenantId, t.code)],
);

/** A cart is an order in status `new`; its id is long and random (never a counter). */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    /** Human order number shown to shoppers and used by the guest lookup. */
    number: integer('number').notNull().generatedByDefaultAsIdentity({ startWith: 200001 }),
    customerId: integer('customer_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    portalGroupId: integer('portal_group_id').references(() => portalGroups.id, {
      onDelete: 'set null',
    }),
    portalCompanyId: integer('portal_company_id').references(() => portalCompanies.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    customerDocument: text('customer_document'),
    customerEmail: text('customer_email'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    shipment: jsonb('shipment').$type<OrderShipment>(),
    transactionMethod: text('transaction_method'),
    totalPriceCents: integer('total_price_cents').notNull().default(0),
    /** The coupon's discount on the card price. */
    totalDiscountCents: integer('total_discount_cents').notNull().default(0),
    /** Pix and boleto: what the cash price saved over the card price (lib/domain/order-summary.ts). */
    cashDiscountCents: integer('cash_discount_cents').notNull().default(0),
    totalShippingCents: integer('total_shipping_cents').notNull().default(0),
    totalTaxCents: integer('total_tax_cents').notNull().default(0),
    /** The card's installment interest the order was charged. */
    interestCents: integer('interest_cents').notNull().default(0),
    /** What was charged: subtotal − discounts + shipping + interest (the check below). */
    totalFinalCents: integer('total_final_cents').notNull().default(0),
    purchaseOrderNumber: text('purchase_order_number'),
    costCentre: text('cost_centre'),
    affiliateId: text('affiliate_id'),
    /** Set when the store shipped the order: shown to the customer and e-mailed. */
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    /** The checkout's idempotency key: a second submit of the same key answers the same order. */
    placeKey: text('place_key'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /**
     * Set when the checkout reserved the stock and wrote the order, cleared once the provider's
     * answer was applied (ADR 0020b): while set, the charge's outcome is not known here yet and
     * the reconciler (lib/server/services/charge-reconciler.ts) asks the provider for it.
     */
    chargePendingSince: timestamp('charge_pending_since', { withTimezone: true }),
    /** When a reconciler last took this order to ask its provider (a lease between instances). */
    chargeCheckedAt: timestamp('charge_checked_at', { withTimezone: true }),
    /** What placing the order overwrote of its cart, so that a release gives the cart back as it was. */
    cartBeforePlacing: jsonb('cart_before_placing').$type<CartBeforePlacing>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tenant_number').on(t.tenantId, t.number),
    uniqueIndex('orders_tenant_place_key').on(t.tenantId, t.placeKey),
    index('orders_customer').on(t.customerId),
    // The reconciler's pick: only the few orders whose charge is still awaited.
    index('orders_charge_pending')
      .on(t.chargePendingSince)
      .where(sql`${t.chargePendingSince} is not null`),
    check('orders_totals_not_negative', sql`${t.totalFinalCents} >= 0`),
    // Every view lists these parts as the order's lines: they always add up to the total.
    check(
      'orders_totals_add_up',
      sql`${t.totalFinalCents} = ${t.totalPriceCents} - ${t.totalDiscountCents} - ${t.cashDiscountCents} + ${t.totalShippingCents} + ${t.interestCents}`,
    ),
    check(
      'orders_charge_parts_not_negative',
      sql`${t.interestCents} >= 0 and ${t.cashDiscountCents} >= 0`,
    ),
  ],
);

export type OrderItemInformation = {
  nvidia?: boolean;
  bundle?: {
    template?: { id: number; name: string };
    configuration?: Record<string, unknown>;
    groups?: {
      id: number;
      name: string;
      products: { productId: number; name: string; quantity: number }[];
    }[];
  };
};

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Bundle children and add-ons point at their parent line. */
    parentId: integer('parent_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'cascade',
    }),
    type: text('type', { enum: ['simple', 'bundle', 'addon'] }).notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    mediaUrl: text('media_url'),
    additionalInformation: jsonb('additional_information')
      .$type<OrderItemInformation>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    // Deleting a line cascades to its add-ons and kit parts: found by index, not by a table scan.
    index('order_items_parent').on(t.parentId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  /** Who changed it: 'customer', 'operator:{key name}', 'provider:{name}', 'system'. */
  actor: text('actor').notNull().default('system'),
  createdAt: createdAt(),
});

export const utmRecords = pgTable('utm_records', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmContent: text('utm_content'),
  utmTerm: text('utm_term'),
  createdAt: createdAt(),
});

export type ShippingRate = { startPriceCents: number; endPriceCents: number; priceCents: number };

/** Shipping quotes by CEP range (SPEC.md section 9: percent or price_range). */
export const shippingRules = pgTable('shipping_rules', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  zipStart: text('zip_start').notNull(),
  zipEnd: text('zip_end').notNull(),
  priceType: text('price_type', { enum: ['percent', 'price_range'] }).notNull(),
  /** Basis points of the products total for `percent`. */
  value: integer('value').notNull().default(0),
  rates: jsonb('rates').$type<ShippingRate[]>().notNull().default([]),
  deliveryDaysMin: integer('delivery_days_min').notNull(),
  deliveryDaysMax: integer('delivery_days_max').notNull(),
});

import { sql } from 'drizzle-orm';
import {
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
import type { ApiKeyScope } from '../../../domain/back-office';
import { PAYMENT_METHOD_GROUPS } from '../../../domain/order-status';
import { createdAt, tenantId } from './columns';
import { orders } from './orders';

export const PAYMENT_PROVIDERS = ['sandbox', 'pagseguro', 'mercadopago'] as const;
export const TRANSACTION_STATUSES = [
  'pending',
  'approved',
  'review',
  'declined',
  'canceled',
  'refunded',
] as const;

/** What the shopper needs to pay or to see the result, per method (never a card number). */
export type TransactionDetails = {
  pix?: { payload: string; expiresAt: string };
  billet?: { line: string; barcode: string; dueDate: string };
  card?: { brand: string; lastDigits: string; holderName: string; authorizationCode?: string };
  /** The provider's words on a decline or a review, shown to the shopper. */
  message?: string;
};

/** A charge of an order at a payment provider; its status follows the provider's events. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The store's payment option it was made with ('pagseguroQrCode', 'mercadopagoCreditCard', …). */
    method: text('method').notNull(),
    methodGroup: text('method_group', { enum: PAYMENT_METHOD_GROUPS }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    installments: integer('installments').notNull().default(1),
    providerReference: text('provider_reference').notNull(),
    details: jsonb('details').$type<TransactionDetails>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_reference').on(t.provider, t.providerReference),
    index('payment_transactions_order').on(t.orderId),
    check('payment_transactions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Provider events already applied: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    transactionId: integer('transaction_id').references(() => paymentTransactions.id, {
      onDelete: 'cascade',
    }),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_event').on(t.provider, t.eventId)],
);

/**
 * Cards the embedded sandbox provider tokenized in the browser: brand, last digits and the
 * outcome its test card stands for. The number itself is never stored.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  lastDigits: text('last_digits').notNull(),
  holderName: text('holder_name').notNull(),
  outcome: text('outcome', { enum: ['approve', 'decline', 'review'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * What the embedded sandbox provider charged, per idempotency key (as a real provider keeps it):
 * a retried charge with the same key answers the same result, and the store's reconciler asks it
 * for a charge's state by the order and the checkout's key. The sandbox's own table: no foreign
 * key to the store's orders.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    orderId: text('order_id').notNull(),
    /** The checkout's submit key the charge was asked with. */
    submitKey: text('submit_key').notNull(),
    providerReference: text('provider_reference').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'review', 'declined'] }).notNull(),
    details: jsonb('details').$type<TransactionDetails>().notNull(),
    installments: integer('installments').notNull().default(1),
    /** When the store had it given back (a refund asked again finds it done). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_charges_order').on(t.orderId, t.submitKey)],
);

/** Keys of a store's operator API (orders CLI, back office), stored hashed. */
export const storeApiKeys = pgTable(
  'store_api_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The back-office areas the key opens (lib/domain/back-office.ts API_KEY_SCOPES). */
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull().default(['catalog', 'orders']),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_api_keys_hash').on(t.keyHash)],
);

export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { OPERATOR_ROLES } from '../../../domain/back-office';
import { createdAt, tenantId } from './columns';

/**
 * A store's back-office user: apart from its customers (another table, another login, another
 * cookie), so that no customer row can ever become one and no operator can shop as one.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Kept in lower case, unique per store. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32) once enrolled; a pending one waits for its first code. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 section 5.2). */
    totpLastStep: integer('totp_last_step'),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_tenant_email').on(t.tenantId, t.email)],
);

/** A back-office login: only the token's hash, an idle clock and a hard end. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token').on(t.tokenHash),
    index('operator_sessions_operator').on(t.operatorId),
  ],
);

export type AuditValue = Record<string, unknown>;

/**
 * Every back-office change: who (an operator or a store API key), when, what, and the record's
 * fields before and after (only those that changed). Written in the change's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    /** 'operator:{id}' or 'key:{name}': who, even after the operator is gone. */
    actor: text('actor').notNull(),
    /** The operator's e-mail or the key's name, as it was then. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<AuditValue>(),
    after: jsonb('after').$type<AuditValue>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity').on(t.tenantId, t.entity, t.entityId, t.createdAt),
    index('audit_log_tenant_time').on(t.tenantId, sql`${t.createdAt} desc`),
  ],
);

import 'server-only';
import { and, eq, ne, or } from 'drizzle-orm';
import { msg } from '@/lib/contracts/common';
import {
  CUSTOMER_ROLE,
  type CustomerSession,
  type LoginBody,
  type CustomerDataBody,
  type RegisterBody,
  type SessionCustomerView,
} from '@/lib/contracts/customer';
import { firstName, isCustomerDataComplete } from '@/lib/domain/customer';
import { normalizeDocument } from '@/lib/domain/documents';

import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { createCustomerSession, revokeSession } from '@/lib/server/auth/session';
import type { Db } from '@/lib/server/db/client';
import { welcomeEmail } from '@/lib/mail/emails';
import { companies, customers, portalGroups } from '@/lib/server/db/schema';
import { UnauthorizedError, ValidationError, type FieldErrors } from '@/lib/server/http/errors';
import { spend } from '@/lib/server/security/limits';
import { takeCartAtLogin } from './cart';
import { requireCustomer, type ServiceContext } from './context';
import { queueEmail } from './outbox';

const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  document: customers.document,
  birthDate: customers.birthDate,
  phone: customers.phone,
  role: customers.role,
  active: customers.active,
  affiliateGroup: customers.affiliateGroup,
  portalGroupId: customers.portalGroupId,
  passwordHash: customers.passwordHash,
  groupName: portalGroups.name,
  groupAdminId: portalGroups.adminCustomerId,
};

export function selectCustomer(db: Db, tenantId: number) {
  return db
    .select(customerColumns)
    .from(customers)
    .leftJoin(portalGroups, eq(portalGroups.id, customers.portalGroupId))
    .where(eq(customers.tenantId, tenantId))
    .$dynamic();
}

export type CustomerRecord = Awaited<
  ReturnType<ReturnType<typeof selectCustomer>['execute']>
>[number];

function toView(row: CustomerRecord): SessionCustomerView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    document: row.document,
    birthDate: row.birthDate,
    phone: row.phone,
    isCustomerDataComplete: isCustomerDataComplete(row),
    affiliateGroup: row.affiliateGroup,
    group:
      row.groupName === null
        ? null
        : { name: row.groupName, adminCustomer: { id: row.groupAdminId ?? 0 } },
  };
}

/** Emails are kept in lower case: the login matches however the customer types it. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A customer's key in RATE_POLICIES.login: one budget whatever the login names. */
export const loginAccount = (customerId: number) => `customer:${customerId}`;

/**
 * POST /customer/auth by e-mail or document (Google and Facebook: customer-social-auth.ts). A bad
 * login answers 'Email ou senha inválidos.' with the same work (one scrypt) whether or not the
 * account exists, and for a user that is not a CUSTOMER. Each attempt is counted before its
 * password is checked (RATE_POLICIES.login), per customer (e-mail and CPF/CNPJ share one budget)
 * and per address: past either limit it answers 429 until the window ends, so parallel guesses
 * check no more passwords than the limit. A success takes its count back, clears the customer's
 * failures, opens a session and takes the shopper's cart into the customer's. A locked owner
 * gets back in by recovering the password (resetPassword lifts the lock).
 */
export async function logIn(
  db: Db,
  ctx: ServiceContext,
  input: LoginBody,
  client: { address: string },
): Promise<CustomerSession & { expiresAt: Date }> {
  const [row] = await selectCustomer(db, ctx.tenantId)
    .where(
      and(
        eq(customers.tenantId, ctx.tenantId),
        input.login !== undefined
          ? eq(customers.email, normalizeEmail(input.login))
          : eq(customers.document, normalizeDocument(input.document ?? '')),
      ),
    )
    .limit(1);
  const attempt = await spend(ctx, 'login', {
    account: row
      ? loginAccount(row.id)
      : input.login !== undefined
        ? `email:${normalizeEmail(input.login)}`
        : `document:${normalizeDocument(input.document ?? '')}`,
    address: client.address,
  });
  // verifyPassword spends one scrypt even without a stored hash: an unknown login costs the same,
  // and a customer made by a social login (no hash) cannot log in with any password.
  // The contract always brings a password on this path; '' only satisfies the type.
  const passwordMatches = await verifyPassword(input.password ?? '', row?.passwordHash ?? null);
  if (!row || !passwordMatches || !row.active || row.role !== CUSTOMER_ROLE)
    throw new UnauthorizedError('account.invalidLogin');
  await Promise.all([attempt.refund(), attempt.clear('account')]);
  return openSession(db, ctx, row, input.cart);
}

/** A new session for the customer, with the shopper's cart taken into theirs. */
export async function openSession(
  db: Db,
  ctx: ServiceContext,
  row: CustomerRecord,
  shopperCartId: string | undefined,
): Promise<CustomerSession & { expiresAt: Date }> {
  const session = await createCustomerSession(db, ctx.tenantId, row.id);
  const customer = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    portalGroupId: row.portalGroupId,
    affiliateGroup: row.affiliateGroup,
  };
  const cart = await takeCartAtLogin(db, { ...ctx, customer }, shopperCartId);
  return {
    customer: toView(row),
    role: CUSTOMER_ROLE,
    token: session.token,
    customer_cart: cart,
    expiresAt: session.expiresAt,
  };
}

/** PostgreSQL's unique_violation (drizzle wraps the driver's error as `cause`): its constraint. */
function uniqueViolation(error: unknown): string | null {
  type PgError = { code?: string; constraint?: string; cause?: unknown };
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined)
    if (e.code === '23505') return e.constraint ?? '';
  return null;
}

/**
 * A write of a customer's e-mail and document after `assertNotTaken`: when another request took
 * one of them in between (the unique index refuses it), the same field error.
 */
export async function writingIdentity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw takenError(constraint.includes('email'), !constraint.includes('email'));
  }
}

function takenError(email: boolean, document: boolean) {
  const errors: FieldErrors = {};
  if (email) errors.email = [msg.emailTaken];
  if (document) errors.document = [msg.documentTaken];
  return new ValidationError('errors.validation', errors);
}

/** 422 on the e-mail or document when another customer of this store already has it. */
export async function assertNotTaken(
  db: Db,
  ctx: ServiceContext,
  wanted: { email: string; document: string },
  exceptCustomerId?: number,
): Promise<void> {
  const existing = await db
    .select({ email: customers.email, document: customers.document })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, ctx.tenantId),
        or(eq(customers.email, wanted.email), eq(customers.document, wanted.document)),
        ...(exceptCustomerId === undefined ? [] : [ne(customers.id, exceptCustomerId)]),
      ),
    );
  if (existing.length > 0)
    throw takenError(
      existing.some((c) => c.email === wanted.email),
      existing.some((c) => c.document === wanted.document),
    );
}

/**
 * Registration: a new customer of this store (role CUSTOMER) with the password hashed, logged in
 * at once like a login (session, cookie, the shopper's cart). An e-mail or document already
 * registered in this store is a field error, also when two registrations race. Registrations are
 * limited per address (RATE_POLICIES.register).
 */
export async function registerCustomer(
  db: Db,
  ctx: ServiceContext,
  input: RegisterBody,
  client: { address: string },
): Promise<CustomerSession & { expiresAt: Date }> {
  await spend(ctx, 'register', { address: client.address });
  const email = normalizeEmail(input.email);
  const document = normalizeDocument(input.document);
  await assertNotTaken(db, ctx, { email, document });
  const passwordHash = await hashPassword(input.password);
  // The customer and their welcome e-mail are written together (the outbox).
  const [{ id }] = await writingIdentity(() =>
    db.transaction(async (tx) => {
      const rows = (await tx
        .insert(customers)
        .values({
          tenantId: ctx.tenantId,
          name: input.name,
          email,
          document,
          birthDate: input.birthDate,
          phone: input.phone,
          passwordHash,
        })
        .returning({ id: customers.id })) as [{ id: number }];
      const [store] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, ctx.tenantId));
      await queueEmail(
        tx,
        { tenantId: ctx.tenantId, email },
        welcomeEmail(ctx.locale, { name: firstName(input.name), store: store?.name ?? '', email }),
      );
      return rows;
    }),
  );
  const [row] = await selectCustomer(db, ctx.tenantId)
    .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, id)))
    .limit(1);
  return openSession(db, ctx, row!, input.cart);
}

/** GET /customer/auth/me: the customer of the session (401 without one). */
export async function currentCustomer(
  db: Db,
  ctx: ServiceContext,
): Promise<{ customer: SessionCustomerView; role: typeof CUSTOMER_ROLE }> {
  const { id } = requireCustomer(ctx);
  const [row] = await selectCustomer(db, ctx.tenantId)
    .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, id)))
    .limit(1);
  if (!row || row.role !== CUSTOMER_ROLE) throw new UnauthorizedError('auth.loginRequired');
  return { customer: toView(row), role: CUSTOMER_ROLE };
}

/** DELETE /customer/auth: the token stops working at once (also when it was already invalid). */
export async function logOut(db: Db, ctx: ServiceContext, token: string | null): Promise<void> {
  if (token) await revokeSession(db, ctx.tenantId, token);
}

/**
 * Meus Dados: the logged-in customer changes their own data (never anyone else's: the id is the
 * session's). An e-mail or document another customer of the store has is a field error.
 */
export async function updateCustomerData(
  db: Db,
  ctx: ServiceContext,
  input: CustomerDataBody,
): Promise<{ customer: SessionCustomerView; role: typeof CUSTOMER_ROLE }> {
  const { id } = requireCustomer(ctx);
  const email = normalizeEmail(input.email);
  const document = normalizeDocument(input.document);
  await assertNotTaken(db, ctx, { email, document }, id);
  await writingIdentity(() =>
    db
      .update(customers)
      .set({
        name: input.name,
        email,
        document,
        birthDate: input.birthDate,
        phone: input.phone,
      })
      .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, id))),
  );
  return currentCustomer(db, ctx);
}

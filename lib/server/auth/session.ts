import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { customerSessions, customers } from '@/lib/server/db/schema';
import type { SessionCustomer } from '@/lib/server/services/context';

export const SESSION_COOKIE = 'storefront_session';
/** How long a login lasts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bearer token of a request: the Authorization header first, then the HttpOnly cookie. */
export function readToken(
  headers: Headers,
  cookieValue: string | undefined,
): { token: string; via: 'bearer' | 'cookie' } | null {
  const auth = headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S{16,512})$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  if (cookieValue && cookieValue.length >= 16 && cookieValue.length <= 512)
    return { token: cookieValue, via: 'cookie' };
  return null;
}

/** The active customer of a token in this store, or null (expired, revoked, inactive or foreign). */
export async function loadSessionCustomer(
  db: Db,
  tenantId: number,
  token: string,
): Promise<SessionCustomer | null> {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      role: customers.role,
      portalGroupId: customers.portalGroupId,
      affiliateGroup: customers.affiliateGroup,
    })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        eq(customerSessions.tenantId, tenantId),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, new Date()),
        eq(customers.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Opens a session for a customer of this store: a random token for the client, only its hash in
 * the database, with an expiry. Login (the accounts issue) and tests create sessions through it.
 */
export async function createCustomerSession(
  db: Db,
  tenantId: number,
  customerId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insert(customerSessions)
    .values({ tenantId, customerId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Ends a session of this store: its token is refused from now on. */
export async function revokeSession(db: Db, tenantId: number, token: string): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        eq(customerSessions.tenantId, tenantId),
        isNull(customerSessions.revokedAt),
      ),
    );
}

/**
 * Ends every open session of a customer (a new password), except the one given by its token:
 * whoever knew the old password is logged out, the customer who changed it is not.
 */
export async function revokeCustomerSessions(
  db: Db,
  customerId: number,
  now: Date,
  keepToken?: string | null,
): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        ...(keepToken ? [ne(customerSessions.tokenHash, hashToken(keepToken))] : []),
      ),
    );
}

/** The session cookie (ARCHITECTURE.md): HttpOnly, SameSite=Lax, Secure in production. */
export function sessionCookie(token: string, expiresAt: Date) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    expires: expiresAt,
  };
}
